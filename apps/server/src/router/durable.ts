import type { Services } from "../services/services.js";

/**
 * Nothing is acknowledged, or shown, before it is on disk: the answer waits for the database's grouped
 * sync (the embedded database's WAL; PostgreSQL's commits are durable already). A sync that fails turns
 * the answer into that failure, since what the call wrote may not survive a power cut.
 */
export async function onceDurable<T>(
  services: Pick<Services, "settled">,
  answer: T,
  failed: (error: unknown) => T,
): Promise<T> {
  try {
    await services.settled();
    return answer;
  } catch (error) {
    return failed(error);
  }
}
