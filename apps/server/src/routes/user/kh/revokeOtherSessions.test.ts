import { getMyUserInfo, getSessions, login, logout, revokeOtherSessions } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness, type TestUser } from "../../../test/harness.js";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

async function signIn(user: TestUser, deviceId: string): Promise<string> {
  const body = await h.call(
    login,
    { username: user.username, password: user.password },
    { client: { deviceId } },
  );
  expect(body.code).toBe(0);
  return (body.vk_uni_token as { token: string }).token;
}

describe("user/kh/revokeOtherSessions", () => {
  it("needs a valid token", async () => {
    const user = await h.createUser();
    await signIn(user, "phone");
    expect((await h.call(revokeOtherSessions, {})).code).toBe(30204);
    expect((await h.call(revokeOtherSessions, {}, { as: "garbage" })).code).toBe(30204);
    expect((await h.call(getSessions, {}, { as: user })).rows).toHaveLength(2);
  });

  it("signs out every other live session of the caller and keeps the caller's and other users'", async () => {
    const user = await h.createUser();
    const stranger = await h.createUser();
    const phone = await signIn(user, "phone");
    const tablet = await signIn(user, "tablet");
    const gone = await signIn(user, "gone");
    expect((await h.call(logout, {}, { as: gone })).code).toBe(0);

    expect(await h.call(revokeOtherSessions, {}, { as: user })).toMatchObject({ code: 0, revoked: 2 });
    for (const token of [phone, tablet])
      expect((await h.call(getMyUserInfo, {}, { as: token })).code).toBe(30202);
    expect((await h.call(getMyUserInfo, {}, { as: user })).code).toBe(0);
    expect((await h.call(getMyUserInfo, {}, { as: stranger })).code).toBe(0);
    const rows = (await h.call(getSessions, {}, { as: user })).rows ?? [];
    expect(rows.map((r) => r.current)).toEqual([true]);
    const live = await h.app.services.db
      .selectFrom("sessions")
      .select("id")
      .where("user_id", "=", user.uid)
      .where("revoked_at", "is", null)
      .execute();
    expect(live).toHaveLength(1);
  });

  it("answers 0 when the caller's session is the only one, and works from any of the sessions", async () => {
    const user = await h.createUser();
    expect(await h.call(revokeOtherSessions, {}, { as: user })).toMatchObject({ code: 0, revoked: 0 });
    const phone = await signIn(user, "phone");
    expect(await h.call(revokeOtherSessions, {}, { as: phone })).toMatchObject({ code: 0, revoked: 1 });
    expect((await h.call(getMyUserInfo, {}, { as: user })).code).toBe(30202);
    expect((await h.call(getMyUserInfo, {}, { as: phone })).code).toBe(0);
  });
});
