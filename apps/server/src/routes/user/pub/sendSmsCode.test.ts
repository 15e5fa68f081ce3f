import { sendSmsCode } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { codeIn, codeRows, lastOutbox, smsCode, uniqueMobile } from "../../../test/codes.js";
import { createHarness, type Harness } from "../../../test/harness.js";

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ SMS_DAILY_CAP: "3", CODE_IP_DAILY_CAP: "5" });
});
afterAll(() => h.close());

/** Each test its own IP, so the per-IP cap of one does not leak into the next. */
let ipCounter = 0;
const freshIp = () => ({ client: { ip: `10.0.0.${++ipCounter}` } });

describe("user/pub/sendSmsCode", () => {
  it("delivers a 6-digit code with its action and lifetime, and stores only a keyed hash", async () => {
    const mobile = uniqueMobile();
    const body = await h.call(sendSmsCode, { mobile, type: "login" }, freshIp());
    expect(body).toMatchObject({ code: 0, msg: "ok" });
    const message = (await lastOutbox(h, mobile))!;
    expect(message.channel).toBe("sms");
    expect(message.text).toMatch(/sign in/);
    expect(message.text).toMatch(/3 minutes/);
    const code = codeIn(message.text);
    const [row] = await codeRows(h, mobile);
    expect(row).toMatchObject({ channel: "mobile", purpose: "login", state: 0, attempts: 0 });
    expect(row!.expires_at - row!.created_at).toBe(180_000);
    expect(row!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.code_hash).not.toContain(code);
  });

  it("writes the message in the caller's language", async () => {
    const mobile = uniqueMobile();
    await h.call(
      sendSmsCode,
      { mobile, type: "reset-pwd" },
      { client: { locale: "zh-Hans", ip: "10.1.0.1" } },
    );
    expect((await lastOutbox(h, mobile))!.text).toMatch(/用于重置密码，3分钟内有效/);
  });

  it("refuses a second send within 60 s with 50303 and retryAfter, then allows it", async () => {
    const mobile = uniqueMobile();
    const ip = freshIp();
    await smsCode(h, mobile, "login", ip);
    h.clock.advance(20_000);
    const early = await h.call(sendSmsCode, { mobile, type: "register" }, ip);
    expect(early).toMatchObject({ code: 50303, retryAfter: 40 });
    expect(early.msg).toMatch(/40 s/);
    h.clock.advance(40_000);
    expect((await h.call(sendSmsCode, { mobile, type: "register" }, ip)).code).toBe(0);
  });

  it("voids the older code of the same purpose when a new one is sent", async () => {
    const mobile = uniqueMobile();
    await smsCode(h, mobile, "login", freshIp());
    h.clock.advance(61_000);
    await smsCode(h, mobile, "login", freshIp());
    const rows = await codeRows(h, mobile);
    expect(rows.map((r) => r.state)).toEqual([2, 0]);
  });

  it("caps codes per mobile per day (UTC+8) with 50304, and resets the next day", async () => {
    const mobile = uniqueMobile();
    for (let i = 0; i < 3; i++) {
      await smsCode(h, mobile, "login", freshIp());
      h.clock.advance(61_000);
    }
    const capped = await h.call(sendSmsCode, { mobile, type: "login" }, freshIp());
    expect(capped.code).toBe(50304);
    expect(capped.msg).toBe(
      "This mobile number has reached today's limit (days in UTC+8); try again tomorrow",
    );
    h.clock.advance(24 * 3_600_000);
    expect((await h.call(sendSmsCode, { mobile, type: "login" }, freshIp())).code).toBe(0);
  });

  it("caps sends per IP per day with 50306", async () => {
    const ip = { client: { ip: "192.0.2.77" } };
    for (let i = 0; i < 5; i++) {
      expect((await h.call(sendSmsCode, { mobile: uniqueMobile(), type: "login" }, ip)).code).toBe(0);
    }
    const capped = await h.call(sendSmsCode, { mobile: uniqueMobile(), type: "login" }, ip);
    expect(capped.code).toBe(50306);
    // Another network is not affected.
    expect((await h.call(sendSmsCode, { mobile: uniqueMobile(), type: "login" }, freshIp())).code).toBe(0);
  });

  it("counts existence probes against the IP's daily cap, not against the mobile's", async () => {
    const ip = { client: { ip: "192.0.2.88" } };
    const mobile = uniqueMobile();
    for (let i = 0; i < 5; i++) {
      const probe = await h.call(sendSmsCode, { mobile, type: "login", checkUserExist: true }, ip);
      expect(probe).toMatchObject({ code: -1, notExists: true });
    }
    const capped = await h.call(sendSmsCode, { mobile, type: "login", checkUserExist: true }, ip);
    expect(capped.code).toBe(50306);
    // The probes neither started the resend interval nor used the mobile's own cap.
    expect((await h.call(sendSmsCode, { mobile, type: "login" }, freshIp())).code).toBe(0);
  });

  it("answers checkUserExist only when asked, with the upstream shapes", async () => {
    const mobile = uniqueMobile();
    const user = await h.createUser({ mobile, mobile_confirmed: 1 });
    expect(user.uid).toBeTruthy();
    const stranger = uniqueMobile();
    expect(
      await h.call(sendSmsCode, { mobile: stranger, type: "login", checkUserExist: true }, freshIp()),
    ).toMatchObject({ code: -1, notExists: true, msg: `Mobile ${stranger} is not registered` });
    expect(
      await h.call(sendSmsCode, { mobile, type: "register", checkUserExist: "!exists" }, freshIp()),
    ).toMatchObject({ code: -1, exists: true, msg: `Mobile ${mobile} is already registered` });
    const zh = await h.call(
      sendSmsCode,
      { mobile: stranger, type: "login", checkUserExist: "exists" },
      { client: { locale: "zh-Hans", ip: "10.2.0.1" } },
    );
    expect(zh.msg).toBe(`手机号：${stranger} 未注册`);
    // Nothing is sent or stored on a refusal.
    expect(await lastOutbox(h, stranger)).toBeUndefined();
    // Without checkUserExist a registered and an unknown mobile get the same answer.
    const known = await h.call(sendSmsCode, { mobile, type: "login" }, freshIp());
    const unknown = await h.call(sendSmsCode, { mobile: stranger, type: "login" }, freshIp());
    expect(known).toEqual(unknown);
    expect(Object.keys(known).sort()).toEqual(["code", "msg"]);
  });

  it.each([
    [{ mobile: "12345678901", type: "login" }, "mobile"],
    [{ mobile: "1380013800", type: "login" }, "mobile"],
    [{ type: "login" }, "mobile"],
    [{ mobile: "13800138000", type: "hack" }, "type"],
    [{ mobile: "13800138000" }, "type"],
    [{ mobile: "13800138000", type: "login", checkUserExist: "maybe" }, "checkUserExist"],
  ])("rejects %j with -1 naming %s", async (data, key) => {
    const body = await h.call("user/pub/sendSmsCode", data, freshIp());
    expect(body).toMatchObject({ code: -1, key });
  });
});
