import { getMyUserInfo, login } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { codeRows, otherCode, smsCode, tokenWorks, uniqueMobile } from "../../../test/codes.js";
import { createHarness, type Harness } from "../../../test/harness.js";

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ CODE_IP_DAILY_CAP: "1000" });
});
afterAll(() => h.close());

const reset = (data: Record<string, unknown>, locale?: "zh-Hans") =>
  h.call("user/pub/resetPasswordByMobile", data, locale ? { client: { locale } } : {});

describe("user/pub/resetPasswordByMobile", () => {
  it("sets the new password and revokes every session of the account", async () => {
    const mobile = uniqueMobile();
    const user = await h.createUser({ mobile, mobile_confirmed: 1, password: "old_pass1" });
    const second = await h.call(login, { username: mobile, password: "old_pass1" });
    const secondToken = (second.vk_uni_token as { token: string }).token;
    const body = await reset({ mobile, code: await smsCode(h, mobile, "reset-pwd"), password: "new_pass1" });
    expect(body).toEqual({ code: 0, msg: "" });
    expect(await tokenWorks(h, user)).toBe(false);
    expect(await tokenWorks(h, secondToken)).toBe(false);
    expect((await h.call(getMyUserInfo, {}, { as: user })).code).toBe(30202);
    expect((await h.call(login, { username: mobile, password: "old_pass1" })).code).toBe(10102);
    expect((await h.call(login, { username: mobile, password: "new_pass1" })).code).toBe(0);
  });

  it("lifts a password lockout of the account", async () => {
    const mobile = uniqueMobile();
    await h.createUser({ mobile, mobile_confirmed: 1, password: "old_pass1" });
    for (let i = 0; i < 6; i++) await h.call(login, { username: mobile, password: "wrong_pw" });
    expect((await h.call(login, { username: mobile, password: "old_pass1" })).code).toBe(10103);
    await reset({ mobile, code: await smsCode(h, mobile, "reset-pwd"), password: "new_pass1" });
    expect((await h.call(login, { username: mobile, password: "new_pass1" })).code).toBe(0);
  });

  it("answers 'not registered' only after a valid code, leaving the code unused", async () => {
    const mobile = uniqueMobile();
    expect((await reset({ mobile, code: "123456", password: "new_pass1" })).code).toBe(50202);
    const code = await smsCode(h, mobile, "reset-pwd");
    expect(await reset({ mobile, code, password: "new_pass1" }, "zh-Hans")).toMatchObject({
      code: -1,
      msg: "手机号未注册!",
    });
    expect((await codeRows(h, mobile))[0]).toMatchObject({ state: 0 });
  });

  it("needs a code of purpose reset-pwd (50207) and refuses wrong and reused codes", async () => {
    const mobile = uniqueMobile();
    await h.createUser({ mobile, mobile_confirmed: 1 });
    const loginCode = await smsCode(h, mobile, "login");
    expect((await reset({ mobile, code: loginCode, password: "new_pass1" })).code).toBe(50207);
    h.clock.advance(61_000);
    const code = await smsCode(h, mobile, "reset-pwd");
    expect((await reset({ mobile, code: otherCode(code), password: "new_pass1" })).code).toBe(50202);
    expect((await reset({ mobile, code, password: "new_pass1" })).code).toBe(0);
    expect((await reset({ mobile, code, password: "new_pass2" })).code).toBe(50205);
  });

  it("refuses a disabled account (10001) and an account that may not change its password (40204)", async () => {
    const disabled = uniqueMobile();
    await h.createUser({ mobile: disabled, mobile_confirmed: 1, status: 1 });
    expect(
      (
        await reset({
          mobile: disabled,
          code: await smsCode(h, disabled, "reset-pwd"),
          password: "new_pass1",
        })
      ).code,
    ).toBe(10001);
    const locked = uniqueMobile();
    await h.createUser({ mobile: locked, mobile_confirmed: 1, disable_update_password: 1 });
    expect(
      (await reset({ mobile: locked, code: await smsCode(h, locked, "reset-pwd"), password: "new_pass1" }))
        .code,
    ).toBe(40204);
  });

  it("checks the new password against the policy after the code, leaving the code for another try", async () => {
    const mobile = uniqueMobile();
    await h.createUser({ mobile, mobile_confirmed: 1, password: "old_pass1" });
    const code = await smsCode(h, mobile, "reset-pwd");
    expect(await reset({ mobile, code, password: "12345" })).toMatchObject({ code: 91400, key: "password" });
    expect(await reset({ mobile, code, password: "new_pass1" })).toMatchObject({ code: 0 });
  });
});
