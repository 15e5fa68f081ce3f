import { bindNewMobile, login } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { codeRows, otherCode, smsCode, uniqueMobile } from "../../../test/codes.js";
import { createHarness, type Harness } from "../../../test/harness.js";

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ CODE_IP_DAILY_CAP: "1000" });
});
afterAll(() => h.close());

async function setup() {
  const oldMobile = uniqueMobile();
  const user = await h.createUser({ mobile: oldMobile, mobile_confirmed: 1 });
  const mobile = uniqueMobile();
  const oldMobileCode = await smsCode(h, oldMobile, "unbind");
  const code = await smsCode(h, mobile, "bind");
  return { user, oldMobile, mobile, oldMobileCode, code };
}

describe("user/kh/bindNewMobile", () => {
  it("replaces the mobile with both codes; the old one no longer signs in", async () => {
    const { user, oldMobile, mobile, oldMobileCode, code } = await setup();
    const body = await h.call(bindNewMobile, { oldMobile, oldMobileCode, mobile, code }, { as: user });
    expect(body).toMatchObject({
      code: 0,
      msg: "Mobile number changed!",
      mobile,
      userInfo: { mobile, mobile_confirmed: 1 },
    });
    // The right password no longer signs in by the old number: it is a name no account has (issue 27).
    expect(await h.call(login, { username: oldMobile, password: user.password })).toMatchObject({
      code: 10102,
      msg: "Wrong account or password",
    });
    expect((await h.call(login, { username: mobile, password: user.password })).uid).toBe(user.uid);
    expect((await codeRows(h, oldMobile))[0]!.state).toBe(1);
    expect((await codeRows(h, mobile))[0]!.state).toBe(1);
  });

  it("names the failing code: a wrong new code leaves the old one unused", async () => {
    const { user, oldMobile, mobile, oldMobileCode, code } = await setup();
    const wrongNew = await h.call(
      bindNewMobile,
      { oldMobile, oldMobileCode, mobile, code: otherCode(code) },
      { as: user, client: { locale: "zh-Hans" } },
    );
    expect(wrongNew).toMatchObject({ code: 50202, field: "code", msg: "新手机短信验证码错误或已失效" });
    expect((await codeRows(h, oldMobile))[0]).toMatchObject({ state: 0 });
    const wrongOld = await h.call(
      bindNewMobile,
      { oldMobile, oldMobileCode: otherCode(oldMobileCode), mobile, code },
      { as: user },
    );
    expect(wrongOld).toMatchObject({ code: 50202, field: "oldMobileCode" });
    expect(wrongOld.msg).toMatch(/^Old mobile's SMS/);
    expect((await h.call(bindNewMobile, { oldMobile, oldMobileCode, mobile, code }, { as: user })).code).toBe(
      0,
    );
  });

  it("refuses an old number that is not the account's (70101)", async () => {
    const { user, mobile, code } = await setup();
    const stranger = uniqueMobile();
    const strangerCode = await smsCode(h, stranger, "unbind");
    expect(
      (
        await h.call(
          bindNewMobile,
          { oldMobile: stranger, oldMobileCode: strangerCode, mobile, code },
          { as: user },
        )
      ).code,
    ).toBe(70101);
  });

  it("refuses a new number confirmed on another account (60101)", async () => {
    const { user, oldMobile, oldMobileCode } = await setup();
    const taken = uniqueMobile();
    await h.createUser({ mobile: taken, mobile_confirmed: 1 });
    const code = await smsCode(h, taken, "bind");
    expect(
      (await h.call(bindNewMobile, { oldMobile, oldMobileCode, mobile: taken, code }, { as: user })).code,
    ).toBe(60101);
  });

  it("needs the right purposes: a bind code for the old number is refused (50207)", async () => {
    const oldMobile = uniqueMobile();
    const user = await h.createUser({ mobile: oldMobile, mobile_confirmed: 1 });
    const oldMobileCode = await smsCode(h, oldMobile, "bind");
    const mobile = uniqueMobile();
    const code = await smsCode(h, mobile, "bind");
    expect(
      await h.call(bindNewMobile, { oldMobile, oldMobileCode, mobile, code }, { as: user }),
    ).toMatchObject({ code: 50207, field: "oldMobileCode" });
  });
});
