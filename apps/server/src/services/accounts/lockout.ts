import type { Services } from "../services.js";

/**
 * Password lockout per account and client IP (DESIGN §5): after `limit` wrong passwords within the window,
 * sign-in from that IP answers 10103 until the window has passed since the last failure.
 */
export async function isLockedOut(svc: Services, userId: string, ip: string): Promise<boolean> {
  const row = await svc.db
    .selectFrom("login_failures")
    .select(["error_times", "last_error_at"])
    .where("user_id", "=", userId)
    .where("ip", "=", ip)
    .executeTakeFirst();
  return (
    row !== undefined && isCurrent(svc, row.last_error_at) && row.error_times >= svc.config.lockout.limit
  );
}

const isCurrent = (svc: Services, lastErrorAt: number) =>
  lastErrorAt > svc.clock.now() - svc.config.lockout.seconds * 1000;

/** Counts one wrong password; a count older than the window starts again at one. */
export async function recordFailure(svc: Services, userId: string, ip: string): Promise<void> {
  const now = svc.clock.now();
  await svc.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("login_failures")
      .select(["error_times", "last_error_at"])
      .where("user_id", "=", userId)
      .where("ip", "=", ip)
      .executeTakeFirst();
    const errorTimes = row && isCurrent(svc, row.last_error_at) ? row.error_times + 1 : 1;
    await trx
      .insertInto("login_failures")
      .values({ user_id: userId, ip, error_times: errorTimes, last_error_at: now })
      .onConflict((oc) =>
        oc.columns(["user_id", "ip"]).doUpdateSet({ error_times: errorTimes, last_error_at: now }),
      )
      .execute();
  });
}

/** Forgets the failures of this account from this IP (after a good password). */
export async function clearFailures(svc: Services, userId: string, ip: string): Promise<void> {
  await svc.db.deleteFrom("login_failures").where("user_id", "=", userId).where("ip", "=", ip).execute();
}
