import { inviterPublicSchema } from "@roster/contract";
import { getUserInfoByInviteCode } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../../test/harness.js";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe("user/pub/getUserInfoByInviteCode", () => {
  it("answers the public fields only, without a token, whatever the case of the code", async () => {
    const user = await h.createUser({
      nickname: "Alice",
      gender: 2,
      avatar: "https://cdn.example.com/a.png",
      mobile: "13800138000",
      email: "alice@example.com",
      my_invite_code: "ABCDEFG",
      social_info: JSON.stringify({ wechat: "alice-private" }),
    });
    const body = await h.call(getUserInfoByInviteCode, { code: "abcdefg" });
    expect(body.code).toBe(0);
    expect(inviterPublicSchema.parse(body.userInfo)).toEqual({
      _id: user.uid,
      nickname: "Alice",
      gender: 2,
      avatar: "https://cdn.example.com/a.png",
      my_invite_code: "ABCDEFG",
    });
    expect(JSON.stringify(body)).not.toMatch(/alice-private|13800138000|alice@example\.com|argon2/);
  });

  it("answers null for an unknown code or a disabled account", async () => {
    expect(await h.call(getUserInfoByInviteCode, { code: "ZZZZZZZ" })).toMatchObject({
      code: 0,
      userInfo: null,
    });
    await h.createUser({ my_invite_code: "BANNED2", status: 1 });
    expect((await h.call(getUserInfoByInviteCode, { code: "BANNED2" })).userInfo).toBeNull();
  });

  it("needs a code", async () => {
    expect(await h.call("user/pub/getUserInfoByInviteCode", {})).toMatchObject({ code: -1, key: "code" });
  });
});
