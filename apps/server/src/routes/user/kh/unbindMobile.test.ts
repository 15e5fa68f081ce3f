import { getMyUserInfo, login, loginBySms, unbindMobile } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { codeRows, smsCode, uniqueEmail, uniqueMobile } from "../../../test/codes.js";
import { createHarness, type Harness } from "../../../test/harness.js";

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ CODE_IP_DAILY_CAP: "1000" });
});
afterAll(() => h.close());

/** An account made by SMS: no username, no password. */
async function smsOnlyAccount(mobile: string) {
  const body = await h.call(loginBySms, { mobile, code: await smsCode(h, mobile, "login") });
  return (body.vk_uni_token as { token: string }).token;
}

describe("user/kh/unbindMobile", () => {
  it("removes the mobile of an account that keeps a username and password", async () => {
    const mobile = uniqueMobile();
    const user = await h.createUser({ mobile, mobile_confirmed: 1 });
    const body = await h.call(
      unbindMobile,
      { mobile, code: await smsCode(h, mobile, "unbind") },
      { as: user },
    );
    expect(body).toMatchObject({ code: 0, needUpdateUserInfo: true, userInfo: { mobile_confirmed: 0 } });
    expect(body.userInfo).not.toHaveProperty("mobile");
    // The right password no longer signs in by the number: it is a name no account has (issue 27).
    expect(await h.call(login, { username: mobile, password: user.password })).toMatchObject({
      code: 10102,
      msg: "Wrong account or password",
    });
  });

  it("removes the mobile of an account that keeps a confirmed e-mail", async () => {
    const mobile = uniqueMobile();
    const token = await smsOnlyAccount(mobile);
    const email = uniqueEmail();
    const me = await h.call(getMyUserInfo, {}, { as: token });
    await h.app.services.db
      .updateTable("users")
      .set({ email, email_confirmed: 1 })
      .where("id", "=", (me.userInfo as { _id: string })._id)
      .execute();
    h.clock.advance(61_000);
    const body = await h.call(
      unbindMobile,
      { mobile, code: await smsCode(h, mobile, "unbind") },
      { as: token },
    );
    expect(body.code).toBe(0);
  });

  it("refuses to leave an account without a way to sign in (70102), before the code is used", async () => {
    const mobile = uniqueMobile();
    const token = await smsOnlyAccount(mobile);
    h.clock.advance(61_000);
    const code = await smsCode(h, mobile, "unbind");
    const body = await h.call(unbindMobile, { mobile, code }, { as: token, client: { locale: "zh-Hans" } });
    expect(body).toMatchObject({
      code: 70102,
      msg: "为了您的账号安全，请先设置用户名和密码或绑定邮箱后再解绑手机号！",
    });
    expect((await codeRows(h, mobile)).at(-1)).toMatchObject({ purpose: "unbind", state: 0, attempts: 0 });
  });

  it("counts a password without a username as no way to sign in", async () => {
    const mobile = uniqueMobile();
    const user = await h.createUser({ mobile, mobile_confirmed: 1 });
    await h.app.services.db.updateTable("users").set({ username: null }).where("id", "=", user.uid).execute();
    const body = await h.call(
      unbindMobile,
      { mobile, code: await smsCode(h, mobile, "unbind") },
      { as: user },
    );
    expect(body.code).toBe(70102);
  });

  it("refuses another mobile with 70101 and a wrong or unbind-less code", async () => {
    const mobile = uniqueMobile();
    const user = await h.createUser({ mobile, mobile_confirmed: 1 });
    const other = uniqueMobile();
    expect((await h.call(unbindMobile, { mobile: other, code: "123456" }, { as: user })).code).toBe(70101);
    const bindCode = await smsCode(h, mobile, "bind");
    expect((await h.call(unbindMobile, { mobile, code: bindCode }, { as: user })).code).toBe(50207);
    expect((await h.call("user/kh/unbindMobile", { mobile }, { as: user })).code).toBe(-1);
  });
});
