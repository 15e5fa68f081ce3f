import { sendEmailCode } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { codeIn, codeRows, emailCode, lastOutbox, uniqueEmail } from "../../../test/codes.js";
import { createHarness, type Harness } from "../../../test/harness.js";

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ EMAIL_DAILY_CAP: "2", CODE_IP_DAILY_CAP: "1000", CODE_TTL_SECONDS: "600" });
});
afterAll(() => h.close());

describe("user/pub/sendEmailCode", () => {
  it("delivers subject, text and HTML in the caller's language, with the code, action and minutes", async () => {
    const email = uniqueEmail();
    const body = await h.call(sendEmailCode, { email, type: "bind" }, { client: { locale: "zh-Hant" } });
    expect(body).toMatchObject({ code: 0, msg: "ok" });
    const message = (await lastOutbox(h, email))!;
    const code = codeIn(message.text);
    expect(message.channel).toBe("email");
    expect(message.subject).toBe(`Roster 驗證碼：${code}`);
    expect(message.text).toContain("您正在綁定帳號");
    expect(message.text).toContain("驗證碼10分鐘內有效");
    expect(message.html).toContain(`>${code}</p>`);
    expect(message.html).toContain("10分鐘");
  });

  it("lower-cases the address and stores the code under it", async () => {
    const email = uniqueEmail("Mixed.Case");
    await h.call(sendEmailCode, { email: email.toUpperCase(), type: "login" });
    expect(await lastOutbox(h, email.toLowerCase())).toBeDefined();
    expect((await codeRows(h, email.toLowerCase())).length).toBe(1);
  });

  it("refuses a resend within 60 s (50303) and caps addresses per day (50305)", async () => {
    const email = uniqueEmail();
    await emailCode(h, email, "login");
    expect((await h.call(sendEmailCode, { email, type: "login" })).code).toBe(50303);
    h.clock.advance(60_000);
    await emailCode(h, email, "login");
    h.clock.advance(60_000);
    const capped = await h.call(sendEmailCode, { email, type: "login" }, { client: { locale: "zh-Hans" } });
    expect(capped).toMatchObject({ code: 50305, msg: "此邮箱今日已超最大次数限制，请明日再试" });
  });

  it("answers checkUserExist with exists / notExists", async () => {
    const email = uniqueEmail();
    await h.createUser({ email, email_confirmed: 1 });
    expect(await h.call(sendEmailCode, { email, type: "register", checkUserExist: "!exists" })).toMatchObject(
      { code: -1, exists: true, msg: `E-mail ${email} is already registered` },
    );
    const stranger = uniqueEmail();
    expect(
      await h.call(sendEmailCode, { email: stranger, type: "reset-pwd", checkUserExist: true }),
    ).toMatchObject({ code: -1, notExists: true });
    expect((await h.call(sendEmailCode, { email, type: "login", checkUserExist: "exists" })).code).toBe(0);
  });

  it.each([
    [{ email: "not-an-email", type: "login" }, "email"],
    [{ type: "login" }, "email"],
    [{ email: "a@example.com" }, "type"],
  ])("rejects %j with -1 naming %s", async (data, key) => {
    expect(await h.call("user/pub/sendEmailCode", data)).toMatchObject({ code: -1, key });
  });
});
