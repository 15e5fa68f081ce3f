import { loginResultSchema } from "@roster/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailCode, otherCode, uniqueEmail } from "../../../test/codes.js";
import { createHarness, type Harness } from "../../../test/harness.js";

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ CODE_IP_DAILY_CAP: "1000", CODE_MAX_ATTEMPTS: "2" });
});
afterAll(() => h.close());

const login = (data: Record<string, unknown>) => h.call("user/pub/loginByEmail", data);

describe("user/pub/loginByEmail", () => {
  it("registers a new address: confirmed e-mail, nickname from the address, optional password", async () => {
    const email = uniqueEmail("Carol");
    const body = await login({
      email,
      code: await emailCode(h, email, "register"),
      type: "register",
      password: "pw_1234_long",
    });
    const parsed = loginResultSchema.parse(body);
    expect(parsed).toMatchObject({ type: "register", msg: "Registered" });
    expect(body.email).toBe(email.toLowerCase());
    expect(parsed.userInfo).toMatchObject({
      email: email.toLowerCase(),
      email_confirmed: 1,
      nickname: email.toLowerCase().split("@")[0],
      has_password: true,
    });
    expect((await h.call("user/pub/login", { username: email, password: "pw_1234_long" })).code).toBe(0);
  });

  it("signs in an existing account; 10301 / 10302 for the wrong type", async () => {
    const email = uniqueEmail();
    const user = await h.createUser({ email, email_confirmed: 1 });
    expect(await login({ email, code: await emailCode(h, email, "login") })).toMatchObject({
      code: 0,
      type: "login",
      uid: user.uid,
    });
    h.clock.advance(60_000);
    expect((await login({ email, code: await emailCode(h, email, "register"), type: "register" })).code).toBe(
      10301,
    );
    const stranger = uniqueEmail();
    expect(
      (await login({ email: stranger, code: await emailCode(h, stranger, "login"), type: "login" })).code,
    ).toBe(10302);
  });

  it("uses the E-mail label in refusals and CODE_MAX_ATTEMPTS tries", async () => {
    const email = uniqueEmail();
    const code = await emailCode(h, email, "login");
    const first = await login({ email, code: otherCode(code) });
    expect(first).toMatchObject({
      code: 50202,
      remainingAttempts: 1,
      msg: "E-mail verification code is wrong or has expired",
    });
    expect((await login({ email, code: otherCode(code) })).code).toBe(50206);
    expect((await login({ email, code })).code).toBe(50206);
  });

  it("a code sent to one address does not open another", async () => {
    const [a, b] = [uniqueEmail(), uniqueEmail()];
    const code = await emailCode(h, a, "login");
    expect((await login({ email: b, code })).code).toBe(50202);
    expect((await login({ email: a, code })).code).toBe(0);
  });
});
