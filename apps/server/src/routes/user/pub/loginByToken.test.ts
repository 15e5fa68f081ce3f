import { loginResultSchema } from "@roster/contract";
import { getMyUserInfo, loginByToken } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../../test/harness.js";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe("user/pub/loginByToken", () => {
  it("gives a new token at most once per day (UTC+8)", async () => {
    const user = await h.createUser();
    expect(await h.call(loginByToken, {}, { as: user })).toMatchObject({
      code: 0,
      msg: "Already signed in today",
    });
    h.clock.advance(86_400_000);
    const body = loginResultSchema.parse(await h.call(loginByToken, {}, { as: user }));
    expect(body.uid).toBe(user.uid);
    expect(body.vk_uni_token.tokenExpired).toBeGreaterThan(user.tokenExpired);
    expect((await h.call(getMyUserInfo, {}, { as: body.vk_uni_token.token })).code).toBe(0);
    const logs = await h.app.services.db
      .selectFrom("login_log")
      .select("login_type")
      .where("user_id", "=", user.uid)
      .execute();
    expect(logs.map((l) => l.login_type).sort()).toEqual(["password", "token"]);
    expect((await h.call(loginByToken, {}, { as: user })).msg).toBe("Already signed in today");
  });

  it("needs a valid token", async () => {
    expect((await h.call(loginByToken, {})).code).toBe(30204);
    expect((await h.call(loginByToken, {}, { as: "x.y.z" })).code).toBe(30204);
  });
});
