import { getMyUserInfo, getSessions, login, logout, revokeSession } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ClientInfo } from "../../../lib/client-info.js";
import { createHarness, type Harness, type TestUser } from "../../../test/harness.js";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

async function signIn(user: TestUser, client: Partial<ClientInfo> = {}): Promise<string> {
  const body = await h.call(login, { username: user.username, password: user.password }, { client });
  expect(body.code).toBe(0);
  return (body.vk_uni_token as { token: string }).token;
}

/** The id of the session `token` belongs to, as getSessions marks it. */
async function sessionIdOf(token: string): Promise<string> {
  const body = await h.call(getSessions, {}, { as: token });
  const mine = (body.rows ?? []).find((r) => r.current);
  if (!mine) throw new Error(`no current session: ${JSON.stringify(body)}`);
  return mine.id;
}

const revokedAt = async (id: string) =>
  (
    await h.app.services.db
      .selectFrom("sessions")
      .select("revoked_at")
      .where("id", "=", id)
      .executeTakeFirstOrThrow()
  ).revoked_at;

describe("user/kh/revokeSession", () => {
  it("needs a valid token and an id", async () => {
    const user = await h.createUser();
    const id = await sessionIdOf(user.token);
    expect((await h.call(revokeSession, { id })).code).toBe(30204);
    expect(await revokedAt(id)).toBeNull();
    expect((await h.call(revokeSession, { id: "" }, { as: user })).code).toBe(-1);
    expect((await h.call("user/kh/revokeSession", {}, { as: user })).code).toBe(-1);
  });

  it("signs out another device of the caller: its token answers 30202, the caller's still works", async () => {
    const user = await h.createUser();
    const phone = await signIn(user, { deviceId: "phone" });
    const phoneId = await sessionIdOf(phone);
    expect(await h.call(revokeSession, { id: phoneId }, { as: user })).toMatchObject({
      code: 0,
      current: false,
    });
    expect((await h.call(getMyUserInfo, {}, { as: phone })).code).toBe(30202);
    expect((await h.call(getMyUserInfo, {}, { as: user })).code).toBe(0);
    expect(await revokedAt(phoneId)).toBe(h.clock.now());
    const rows = (await h.call(getSessions, {}, { as: user })).rows ?? [];
    expect(rows.map((r) => r.id)).not.toContain(phoneId);
  });

  it("answers sessionNotExist for another user's session, and leaves it live", async () => {
    const user = await h.createUser();
    const victim = await h.createUser();
    const victimId = await sessionIdOf(victim.token);
    expect(await h.call(revokeSession, { id: victimId }, { as: user })).toMatchObject({
      code: 90010,
      msg: "This device's session does not exist or has already ended",
    });
    expect(await revokedAt(victimId)).toBeNull();
    expect((await h.call(getMyUserInfo, {}, { as: victim })).code).toBe(0);
  });

  it("answers sessionNotExist for an unknown id, an ended session and an expired one", async () => {
    const user = await h.createUser();
    expect((await h.call(revokeSession, { id: "no-such-session" }, { as: user })).code).toBe(90010);

    const ended = await signIn(user, { deviceId: "ended" });
    const endedId = await sessionIdOf(ended);
    expect((await h.call(logout, {}, { as: ended })).code).toBe(0);
    const endedAt = await revokedAt(endedId);
    h.clock.advance(1000);
    expect((await h.call(revokeSession, { id: endedId }, { as: user })).code).toBe(90010);
    expect(await revokedAt(endedId)).toBe(endedAt);

    const old = await signIn(user, { deviceId: "old" });
    const oldId = await sessionIdOf(old);
    await h.app.services.db
      .updateTable("sessions")
      .set({ expires_at: h.clock.now() - 1 })
      .where("id", "=", oldId)
      .execute();
    expect((await h.call(revokeSession, { id: oldId }, { as: user })).code).toBe(90010);
    expect(await revokedAt(oldId)).toBeNull();
  });

  it("ends the caller's own session like a logout when it names it", async () => {
    const user = await h.createUser();
    const other = await signIn(user, { deviceId: "other" });
    const id = await sessionIdOf(user.token);
    expect(await h.call(revokeSession, { id }, { as: user })).toMatchObject({ code: 0, current: true });
    expect((await h.call(getMyUserInfo, {}, { as: user })).code).toBe(30202);
    expect((await h.call(revokeSession, { id }, { as: user })).code).toBe(30202);
    expect((await h.call(getMyUserInfo, {}, { as: other })).code).toBe(0);
  });
});
