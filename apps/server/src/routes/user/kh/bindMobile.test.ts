import { userInfoSchema } from "@roster/contract";
import { bindMobile, login } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { codeRows, otherCode, smsCode, uniqueMobile } from "../../../test/codes.js";
import { createHarness, type Harness } from "../../../test/harness.js";

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ CODE_IP_DAILY_CAP: "1000" });
});
afterAll(() => h.close());

describe("user/kh/bindMobile", () => {
  it("confirms the mobile and answers it with a fresh userInfo; the mobile then signs in", async () => {
    const user = await h.createUser({ password: "pass_1234" });
    const mobile = uniqueMobile();
    const body = await h.call(bindMobile, { mobile, code: await smsCode(h, mobile, "bind") }, { as: user });
    expect(body).toMatchObject({ code: 0, msg: "", mobile, needUpdateUserInfo: true });
    expect(userInfoSchema.parse(body.userInfo)).toMatchObject({ mobile, mobile_confirmed: 1 });
    expect((await h.call(login, { username: mobile, password: "pass_1234" })).uid).toBe(user.uid);
  });

  it("refuses a mobile confirmed on another account with 60101, after the code is checked", async () => {
    const mobile = uniqueMobile();
    await h.createUser({ mobile, mobile_confirmed: 1 });
    const user = await h.createUser();
    expect((await h.call(bindMobile, { mobile, code: "000000" }, { as: user })).code).toBe(50202);
    const body = await h.call(bindMobile, { mobile, code: await smsCode(h, mobile, "bind") }, { as: user });
    expect(body.code).toBe(60101);
    expect((await codeRows(h, mobile))[0]).toMatchObject({ state: 0 });
  });

  it("never overwrites a confirmed mobile (60102): that is bindNewMobile's job", async () => {
    const current = uniqueMobile();
    const user = await h.createUser({ mobile: current, mobile_confirmed: 1 });
    const mobile = uniqueMobile();
    const body = await h.call(bindMobile, { mobile, code: await smsCode(h, mobile, "bind") }, { as: user });
    expect(body.code).toBe(60102);
    const row = await h.app.services.db
      .selectFrom("users")
      .select("mobile")
      .where("id", "=", user.uid)
      .executeTakeFirst();
    expect(row!.mobile).toBe(current);
  });

  it("replaces an unconfirmed mobile", async () => {
    const user = await h.createUser({ mobile: uniqueMobile(), mobile_confirmed: 0 });
    const mobile = uniqueMobile();
    const body = await h.call(bindMobile, { mobile, code: await smsCode(h, mobile, "bind") }, { as: user });
    expect(body).toMatchObject({ code: 0, userInfo: { mobile, mobile_confirmed: 1 } });
  });

  it("needs a bind code: login codes (50207), wrong codes (50202) and used codes (50205) are refused", async () => {
    const user = await h.createUser();
    const mobile = uniqueMobile();
    const loginCode = await smsCode(h, mobile, "login");
    expect((await h.call(bindMobile, { mobile, code: loginCode }, { as: user })).code).toBe(50207);
    h.clock.advance(61_000);
    const code = await smsCode(h, mobile, "bind");
    expect((await h.call(bindMobile, { mobile, code: otherCode(code) }, { as: user })).code).toBe(50202);
    expect((await h.call(bindMobile, { mobile, code }, { as: user })).code).toBe(0);
    expect((await h.call(bindMobile, { mobile, code }, { as: user })).code).toBe(50205);
  });

  it("needs a session (30204) and valid input (-1)", async () => {
    expect((await h.call(bindMobile, { mobile: uniqueMobile(), code: "123456" })).code).toBe(30204);
    const user = await h.createUser();
    expect(await h.call(bindMobile, { mobile: "1234", code: "123456" }, { as: user })).toMatchObject({
      code: -1,
      key: "mobile",
    });
  });
});
