import { login } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailCode, tokenWorks, uniqueEmail } from "../../../test/codes.js";
import { createHarness, type Harness } from "../../../test/harness.js";

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ CODE_IP_DAILY_CAP: "1000" });
});
afterAll(() => h.close());

const reset = (data: Record<string, unknown>) => h.call("user/pub/resetPasswordByEmail", data);

describe("user/pub/resetPasswordByEmail", () => {
  it("sets the new password and revokes every session", async () => {
    const email = uniqueEmail();
    const user = await h.createUser({ email, email_confirmed: 1, password: "old_pass1" });
    const code = await emailCode(h, email, "reset-pwd");
    expect(await reset({ email: email.toUpperCase(), code, password: "new_pass1" })).toEqual({
      code: 0,
      msg: "",
    });
    expect(await tokenWorks(h, user)).toBe(false);
    expect((await h.call(login, { username: user.username, password: "new_pass1" })).code).toBe(0);
  });

  it("ignores an unconfirmed address: 'not registered' after a valid code", async () => {
    const email = uniqueEmail();
    await h.createUser({ email, email_confirmed: 0 });
    const body = await reset({ email, code: await emailCode(h, email, "reset-pwd"), password: "new_pass1" });
    expect(body).toMatchObject({ code: -1, msg: "This e-mail address is not registered!" });
  });

  it("refuses an expired code with 50204", async () => {
    const email = uniqueEmail();
    await h.createUser({ email, email_confirmed: 1 });
    const code = await emailCode(h, email, "reset-pwd");
    h.clock.advance(181_000);
    expect(await reset({ email, code, password: "new_pass1" })).toMatchObject({
      code: 50204,
      msg: "E-mail verification code has expired; request a new one",
    });
  });
});
