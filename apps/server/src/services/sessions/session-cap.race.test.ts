import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tokenOf, tokenWorks } from "../../test/codes.js";
import { createHarness, type Harness } from "../../test/harness.js";

// Race suite (issue 8, items 3 and 10): TOKEN_MAX_SESSIONS (10) holds exactly under parallel sign-ins.
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const liveSessions = (uid: string) =>
  h.app.services.db
    .selectFrom("sessions")
    .select("id")
    .where("user_id", "=", uid)
    .where("revoked_at", "is", null)
    .execute();

const OLD = "old_pass1";

describe("the session cap under parallel sign-ins", () => {
  it("keeps exactly 10 live sessions after 40 parallel sign-ins", async () => {
    const user = await h.createUser({ password: OLD });
    const bodies = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        h.call(
          "user/pub/login",
          { username: user.username, password: OLD },
          { client: { ip: `10.78.${i}.1` } },
        ),
      ),
    );
    expect(bodies.every((b) => b.code === 0)).toBe(true);
    const live = await liveSessions(user.uid);
    const usable = (
      await Promise.all([user.token, ...bodies.map(tokenOf)].map((t) => tokenWorks(h, t)))
    ).filter(Boolean).length;
    console.info(
      `[race] ${h.dialect}: 40 parallel sign-ins left ${live.length} live sessions, ${usable} usable tokens`,
    );
    expect(live).toHaveLength(10);
    expect(usable).toBe(10);
  });

  it("keeps exactly 10 when the sign-ins come from the same IP", async () => {
    const user = await h.createUser({ password: OLD });
    const bodies = await Promise.all(
      Array.from({ length: 40 }, () => h.call("user/pub/login", { username: user.username, password: OLD })),
    );
    expect(bodies.map((b) => b.code)).toEqual(Array(40).fill(0));
    // The test clock stands still, so every session has the same creation time and which ten survive is
    // open (the first sign-in's may be among them): the cap is on all of them together.
    const usable = (
      await Promise.all([user.token, ...bodies.map(tokenOf)].map((t) => tokenWorks(h, t)))
    ).filter(Boolean).length;
    expect(usable).toBe(10);
    expect(await liveSessions(user.uid)).toHaveLength(10);
  });
});
