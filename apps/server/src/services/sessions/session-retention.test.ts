import { login, logout } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../test/harness.js";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const DAY = 24 * 3_600_000;
const sessionIds = async (uid: string) =>
  (await h.app.services.db.selectFrom("sessions").select("id").where("user_id", "=", uid).execute())
    .map((s) => s.id)
    .sort();

describe("ended sessions are deleted 30 days after they ended, at the user's next sign-in", () => {
  it("deletes sessions revoked or expired over 30 days ago and keeps younger ones", async () => {
    const user = await h.createUser(); // session A
    const db = h.app.services.db;
    const [a] = await sessionIds(user.uid);
    expect((await h.call(logout, {}, { as: user })).code).toBe(0); // A revoked now
    h.clock.advance(10 * DAY);
    const second = await h.createUser({ username: `${user.username}x` }); // another user: untouched
    await h.call(logout, {}, { as: second });
    // Session B of the first user, made to have expired 31 days before the final sign-in.
    await h.call(login, { username: user.username, password: user.password });
    const b = (await sessionIds(user.uid)).find((id) => id !== a)!;
    h.clock.advance(21 * DAY); // A ended 31 days ago
    await db
      .updateTable("sessions")
      .set({ expires_at: h.clock.now() - 31 * DAY + 1 })
      .where("id", "=", b)
      .execute();
    await h.call(login, { username: user.username, password: user.password });
    const left = await sessionIds(user.uid);
    expect(left).not.toContain(a);
    expect(left).not.toContain(b);
    expect(left).toHaveLength(1); // the new one
    expect(await sessionIds(second.uid)).toHaveLength(1); // revoked 21 days ago, another user: kept
  });

  it("keeps a session that ended 29 days ago", async () => {
    const user = await h.createUser();
    const [a] = await sessionIds(user.uid);
    await h.call(logout, {}, { as: user });
    h.clock.advance(29 * DAY);
    await h.call(login, { username: user.username, password: user.password });
    expect(await sessionIds(user.uid)).toContain(a);
  });
});
