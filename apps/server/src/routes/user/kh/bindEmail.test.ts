import { bindEmail, login } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { codeRows, emailCode, uniqueEmail } from "../../../test/codes.js";
import { createHarness, type Harness } from "../../../test/harness.js";

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ CODE_IP_DAILY_CAP: "1000" });
});
afterAll(() => h.close());

describe("user/kh/bindEmail", () => {
  it("confirms the (lower-cased) address; it then signs in with the password", async () => {
    const user = await h.createUser({ password: "pass_1234" });
    const email = uniqueEmail("Dave");
    const code = await emailCode(h, email, "bind");
    const body = await h.call(bindEmail, { email, code }, { as: user });
    expect(body).toMatchObject({ code: 0, email: email.toLowerCase(), userInfo: { email_confirmed: 1 } });
    expect((await h.call(login, { username: email, password: "pass_1234" })).uid).toBe(user.uid);
  });

  it("refuses an address confirmed on another account (60201) and keeps the code", async () => {
    const email = uniqueEmail();
    await h.createUser({ email, email_confirmed: 1 });
    const user = await h.createUser();
    const body = await h.call(bindEmail, { email, code: await emailCode(h, email, "bind") }, { as: user });
    expect(body).toMatchObject({ code: 60201, msg: "Already bound to another account" });
    expect((await codeRows(h, email))[0]).toMatchObject({ state: 0 });
  });

  it("never overwrites a confirmed address (60202)", async () => {
    const user = await h.createUser({ email: uniqueEmail(), email_confirmed: 1 });
    const email = uniqueEmail();
    expect(
      (await h.call(bindEmail, { email, code: await emailCode(h, email, "bind") }, { as: user })).code,
    ).toBe(60202);
  });

  it("refuses an expired code (50204) and a code of another purpose (50207)", async () => {
    const user = await h.createUser();
    const email = uniqueEmail();
    const code = await emailCode(h, email, "bind");
    h.clock.advance(180_000);
    expect((await h.call(bindEmail, { email, code }, { as: user })).code).toBe(50204);
    const resetCode = await emailCode(h, email, "reset-pwd");
    expect((await h.call(bindEmail, { email, code: resetCode }, { as: user })).code).toBe(50207);
  });
});
