import { login, resetPwd } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailCode, otherCode, smsCode, tokenWorks, uniqueEmail, uniqueMobile } from "../../../test/codes.js";
import { createHarness, type Harness } from "../../../test/harness.js";

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ CODE_IP_DAILY_CAP: "1000" });
});
afterAll(() => h.close());

describe("user/kh/resetPwd with a reset-pwd code", () => {
  it("replaces an existing password with a code sent to the confirmed mobile, signing out everywhere", async () => {
    const mobile = uniqueMobile();
    const user = await h.createUser({ mobile, mobile_confirmed: 1, password: "old_pass1" });
    expect((await h.call(resetPwd, { password: "new_pass1" }, { as: user })).code).toBe(40203);
    const code = await smsCode(h, mobile, "reset-pwd");
    expect((await h.call(resetPwd, { password: "new_pass1", code }, { as: user })).code).toBe(0);
    expect(await tokenWorks(h, user)).toBe(false);
    expect((await h.call(login, { username: user.username, password: "new_pass1" })).code).toBe(0);
  });

  it("accepts a code sent to the confirmed e-mail", async () => {
    const email = uniqueEmail();
    const user = await h.createUser({
      email,
      email_confirmed: 1,
      mobile: uniqueMobile(),
      mobile_confirmed: 1,
    });
    const code = await emailCode(h, email, "reset-pwd");
    expect((await h.call(resetPwd, { password: "new_pass1", code }, { as: user })).code).toBe(0);
  });

  it("refuses wrong codes, codes of another purpose, and codes sent to someone else", async () => {
    const mobile = uniqueMobile();
    const user = await h.createUser({ mobile, mobile_confirmed: 1 });
    const loginCode = await smsCode(h, mobile, "login");
    expect((await h.call(resetPwd, { password: "new_pass1", code: loginCode }, { as: user })).code).toBe(
      50207,
    );
    h.clock.advance(61_000);
    const code = await smsCode(h, mobile, "reset-pwd");
    expect(
      (await h.call(resetPwd, { password: "new_pass1", code: otherCode(code) }, { as: user })).code,
    ).toBe(50202);
    const stranger = uniqueMobile();
    const strangerCode = await smsCode(h, stranger, "reset-pwd");
    const other = await h.createUser();
    expect((await h.call(resetPwd, { password: "new_pass1", code: strangerCode }, { as: other })).code).toBe(
      50202,
    );
    expect(await tokenWorks(h, user)).toBe(true);
  });

  it("does not accept a code for an unconfirmed mobile", async () => {
    const mobile = uniqueMobile();
    const user = await h.createUser({ mobile, mobile_confirmed: 0 });
    const code = await smsCode(h, mobile, "reset-pwd");
    expect((await h.call(resetPwd, { password: "new_pass1", code }, { as: user })).code).toBe(50202);
  });
});
