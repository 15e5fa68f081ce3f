import { LIMITS, userInfoSchema } from "@roster/contract";
import { setUserInviteCode } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../../test/harness.js";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const CODE = new RegExp(`^[${LIMITS.inviteCodeAlphabet}]{${LIMITS.inviteCodeLength}}$`);

describe("user/kh/setUserInviteCode", () => {
  it("makes a code for an account that has none, stores it and answers the fresh userInfo", async () => {
    const user = await h.createUser(); // inserted directly: no invite code yet
    const body = await h.call(setUserInviteCode, {}, { as: user });
    expect(body).toMatchObject({ code: 0, msg: "", needUpdateUserInfo: true });
    expect(body.myInviteCode).toMatch(CODE);
    expect(userInfoSchema.parse(body.userInfo).my_invite_code).toBe(body.myInviteCode);
    const row = await h.app.services.db
      .selectFrom("users")
      .select("my_invite_code")
      .where("id", "=", user.uid)
      .executeTakeFirstOrThrow();
    expect(row.my_invite_code).toBe(body.myInviteCode);
  });

  it("answers an existing code with 'already set' and never replaces it", async () => {
    const user = await h.register();
    const first = await h.call(setUserInviteCode, {}, { as: user });
    const second = await h.call(setUserInviteCode, {}, { as: user, client: { locale: "zh-Hans" } });
    expect(first).toMatchObject({ code: 0, msg: "Your invite code is already set" });
    expect(second).toMatchObject({ code: 0, msg: "无需重复设置", myInviteCode: first.myInviteCode });
  });

  it("needs a token", async () => {
    expect((await h.call(setUserInviteCode, {})).code).toBe(30204);
  });
});
