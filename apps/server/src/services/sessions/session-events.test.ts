import { RosterError } from "@roster/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../test/harness.js";
import { type SessionsEnded, sessionTransaction, sessionWrite } from "./session-events.js";
import { revokeAllSessions, revokeSessions } from "./sessions.js";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

/** Records the announcements made while `work` runs. */
async function heard(work: () => Promise<unknown>): Promise<SessionsEnded[]> {
  const seen: SessionsEnded[] = [];
  const stop = h.app.services.sessionEvents.on((ended) => seen.push(ended));
  try {
    await work().catch(() => {});
  } finally {
    stop();
  }
  return seen;
}

const liveSessions = (uid: string) =>
  h.app.services.db
    .selectFrom("sessions")
    .select("id")
    .where("user_id", "=", uid)
    .where("revoked_at", "is", null)
    .execute();

describe("the sessions-ended hook", () => {
  it("announces what a transaction ended once it commits, and nothing when it rolls back", async () => {
    const user = await h.createUser();
    const rolledBack = await heard(() =>
      sessionTransaction(h.app.services, async (write) => {
        await revokeAllSessions(write, user.uid, "revoked");
        throw new RosterError("internal");
      }),
    );
    expect(rolledBack).toEqual([]);
    expect(await liveSessions(user.uid)).toHaveLength(1);
    const committed = await heard(() =>
      sessionTransaction(h.app.services, (write) => revokeAllSessions(write, user.uid, "revoked")),
    );
    expect(committed).toEqual([{ userId: user.uid, allSessions: true, reason: "revoked" }]);
    expect(await liveSessions(user.uid)).toHaveLength(0);
  });

  it("announces every session when the owner's own session made the change, naming it (endedBy)", async () => {
    const user = await h.createUser();
    const [own] = await liveSessions(user.uid);
    const seen = await heard(() =>
      sessionTransaction(h.app.services, (write) =>
        revokeAllSessions(write, user.uid, "passwordChanged", own!.id),
      ),
    );
    expect(seen).toEqual([
      { userId: user.uid, allSessions: true, reason: "passwordChanged", endedBy: own!.id },
    ]);
    expect(await liveSessions(user.uid)).toHaveLength(0);
  });

  it("announces only the live sessions of that account that a revocation ended", async () => {
    const user = await h.createUser();
    const other = await h.createUser();
    const [own] = await liveSessions(user.uid);
    const [foreign] = await liveSessions(other.uid);
    const seen = await heard(() =>
      revokeSessions(sessionWrite(h.app.services), user.uid, [own!.id, foreign!.id], "signedOutElsewhere"),
    );
    expect(seen).toEqual([{ userId: user.uid, sessionIds: [own!.id], reason: "signedOutElsewhere" }]);
    expect(await liveSessions(other.uid)).toHaveLength(1);
    // Nothing left to end: nothing announced.
    expect(
      await heard(() => revokeSessions(sessionWrite(h.app.services), user.uid, [own!.id], "signedOut")),
    ).toEqual([]);
  });

  it("keeps telling the other listeners when one throws", async () => {
    const events = h.app.services.sessionEvents;
    const stop = events.on(() => {
      throw new Error("broken listener");
    });
    try {
      const seen = await heard(async () =>
        events.announce({ userId: "u", allSessions: true, reason: "disabled" }),
      );
      expect(seen).toHaveLength(1);
    } finally {
      stop();
    }
  });
});
