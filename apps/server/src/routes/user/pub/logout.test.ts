import { getMyUserInfo, login, logout } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../../test/harness.js";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe("user/pub/logout", () => {
  it("revokes the caller's session only", async () => {
    const user = await h.createUser();
    const second = (await h.call(login, { username: user.username, password: user.password }))
      .vk_uni_token as {
      token: string;
    };
    expect(await h.call(logout, {}, { as: user })).toMatchObject({ code: 0 });
    expect((await h.call(getMyUserInfo, {}, { as: user })).code).toBe(30202);
    expect((await h.call(getMyUserInfo, {}, { as: second.token })).code).toBe(0);
    const session = await h.app.services.db
      .selectFrom("sessions")
      .select("revoked_at")
      .where("user_id", "=", user.uid)
      .execute();
    expect(session.filter((s) => s.revoked_at !== null)).toHaveLength(1);
  });

  it("says 'not signed in' without a token and refuses a bad one", async () => {
    expect(await h.call(logout, {})).toMatchObject({ code: 0, msg: "Not signed in" });
    expect((await h.call(logout, {}, { as: "garbage" })).code).toBe(30204);
  });

  it("answers the token error 30202 for a token whose session is revoked, as upstream", async () => {
    const user = await h.createUser();
    expect((await h.call("user/pub/logout", {}, { as: user })).code).toBe(0);
    expect(await h.call("user/pub/logout", {}, { as: user })).toMatchObject({ code: 30202 });
  });

  it("answers 30203 for an expired token", async () => {
    const user = await h.createUser();
    h.clock.advance(h.config.token.expiresInSeconds * 1000 + 1000);
    expect((await h.call("user/pub/logout", {}, { as: user })).code).toBe(30203);
  });
});
