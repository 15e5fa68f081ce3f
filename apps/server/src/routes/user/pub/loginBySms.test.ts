import { loginResultSchema } from "@roster/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { codeRows, otherCode, smsCode, tokenOf, tokenWorks, uniqueMobile } from "../../../test/codes.js";
import { createHarness, type Harness } from "../../../test/harness.js";

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ CODE_IP_DAILY_CAP: "1000" });
});
afterAll(() => h.close());

const login = (data: Record<string, unknown>, locale?: "zh-Hans" | "en") =>
  h.call("user/pub/loginBySms", data, locale ? { client: { locale } } : {});

describe("user/pub/loginBySms", () => {
  it("registers a new mobile: confirmed, default nickname, invite code, no password", async () => {
    const mobile = uniqueMobile();
    const code = await smsCode(h, mobile, "login");
    const body = await login({ mobile, code }, "zh-Hans");
    const parsed = loginResultSchema.parse(body);
    expect(parsed.type).toBe("register");
    expect(parsed.msg).toBe("注册成功");
    expect(body.mobile).toBe(mobile);
    expect(parsed.userInfo).toMatchObject({
      mobile,
      mobile_confirmed: 1,
      nickname: `手机尾号${mobile.slice(-4)}用户`,
      has_password: false,
      inviter_uid: [],
    });
    expect(parsed.userInfo.my_invite_code).toMatch(/^[2-9A-HJ-NP-Z]{7}$/);
    expect(await tokenWorks(h, parsed.vk_uni_token.token)).toBe(true);
    const log = await h.app.services.db
      .selectFrom("login_log")
      .select("login_type")
      .where("user_id", "=", parsed.uid)
      .execute();
    expect(log.map((l) => l.login_type)).toEqual(["sms"]);
  });

  it("signs an existing account in (type login) and ignores the password field", async () => {
    const mobile = uniqueMobile();
    const user = await h.createUser({ mobile, mobile_confirmed: 1, password: "orig_pass1" });
    const body = await login({ mobile, code: await smsCode(h, mobile, "login"), password: "other_pass" });
    expect(body).toMatchObject({ code: 0, type: "login", uid: user.uid, msg: "Signed in" });
    expect((await h.call("user/pub/login", { username: mobile, password: "orig_pass1" })).code).toBe(0);
  });

  it("sets the password given at registration", async () => {
    const mobile = uniqueMobile();
    const body = await login({
      mobile,
      code: await smsCode(h, mobile, "register"),
      type: "register",
      password: "new_pass1",
    });
    expect(body).toMatchObject({ code: 0, type: "register", userInfo: { has_password: true } });
    expect((await h.call("user/pub/login", { username: mobile, password: "new_pass1" })).code).toBe(0);
  });

  it("answers 10201 for type register on an existing account and 10202 for type login on a new one", async () => {
    const mobile = uniqueMobile();
    await h.createUser({ mobile, mobile_confirmed: 1 });
    const code = await smsCode(h, mobile, "register");
    expect((await login({ mobile, code, type: "register" })).code).toBe(10201);
    const stranger = uniqueMobile();
    expect(
      (await login({ mobile: stranger, code: await smsCode(h, stranger, "login"), type: "login" })).code,
    ).toBe(10202);
    // The refusal leaves the code unused: asking the wrong question costs nothing but a try.
    expect((await codeRows(h, mobile))[0]).toMatchObject({ state: 0, attempts: 1 });
  });

  it("ignores an unconfirmed copy of the mobile on another account", async () => {
    const mobile = uniqueMobile();
    const other = await h.createUser({ mobile, mobile_confirmed: 0 });
    const body = await login({ mobile, code: await smsCode(h, mobile, "login") });
    expect(body).toMatchObject({ code: 0, type: "register" });
    expect(body.uid).not.toBe(other.uid);
  });

  it("refuses a disabled account with 10001", async () => {
    const mobile = uniqueMobile();
    await h.createUser({ mobile, mobile_confirmed: 1, status: 1 });
    expect((await login({ mobile, code: await smsCode(h, mobile, "login") })).code).toBe(10001);
  });

  describe("invite codes", () => {
    it("links the new account to its inviter and the inviter's chain", async () => {
      const root = await h.createUser({ my_invite_code: "ROOTAAA" });
      const midMobile = uniqueMobile();
      const mid = await login({
        mobile: midMobile,
        code: await smsCode(h, midMobile, "login"),
        inviteCode: "rootaaa",
      });
      expect(mid).toMatchObject({ code: 0, userInfo: { inviter_uid: [root.uid] } });
      const midCode = (mid.userInfo as { my_invite_code: string }).my_invite_code;
      const leafMobile = uniqueMobile();
      const leaf = await login({
        mobile: leafMobile,
        code: await smsCode(h, leafMobile, "login"),
        inviteCode: midCode,
      });
      expect(leaf).toMatchObject({ code: 0, userInfo: { inviter_uid: [mid.uid, root.uid] } });
      expect((leaf.userInfo as { invite_time: number }).invite_time).toBe(h.clock.now());
      const rows = await h.app.services.db
        .selectFrom("user_inviters")
        .select(["ancestor_id", "depth"])
        .where("user_id", "=", leaf.uid as string)
        .orderBy("depth")
        .execute();
      expect(rows).toEqual([
        { ancestor_id: mid.uid, depth: 1 },
        { ancestor_id: root.uid, depth: 2 },
      ]);
    });

    it("refuses an invite code that matches no one with 10203, before the code is used", async () => {
      const mobile = uniqueMobile();
      const code = await smsCode(h, mobile, "login");
      expect((await login({ mobile, code, inviteCode: "NOPE222" })).code).toBe(10203);
      const [row] = await codeRows(h, mobile);
      expect(row).toMatchObject({ state: 0, attempts: 0 });
      expect((await login({ mobile, code })).code).toBe(0);
    });
  });

  describe("code refusals", () => {
    it("wrong code: 50202 with the tries left", async () => {
      const mobile = uniqueMobile();
      const code = await smsCode(h, mobile, "login");
      const body = await login({ mobile, code: otherCode(code) });
      expect(body).toMatchObject({ code: 50202, remainingAttempts: 4 });
      expect(body.msg).toBe("SMS verification code is wrong or has expired");
      expect((await login({ mobile, code: otherCode(code) }, "zh-Hans")).msg).toBe("短信验证码错误或已失效");
      expect((await login({ mobile, code })).code).toBe(0);
    });

    it("no code was ever sent: 50202", async () => {
      expect((await login({ mobile: uniqueMobile(), code: "123456" })).code).toBe(50202);
    });

    it("expired after 180 s: 50204", async () => {
      const [early, late] = [uniqueMobile(), uniqueMobile()];
      const earlyCode = await smsCode(h, early, "login");
      const code = await smsCode(h, late, "login");
      h.clock.advance(179_999);
      expect((await login({ mobile: early, code: earlyCode })).code).toBe(0);
      h.clock.advance(1);
      const body = await login({ mobile: late, code });
      expect(body.code).toBe(50204);
      expect(body.msg).toBe("SMS verification code has expired; request a new one");
    });

    it("reused: 50205", async () => {
      const mobile = uniqueMobile();
      const code = await smsCode(h, mobile, "login");
      expect((await login({ mobile, code })).code).toBe(0);
      expect((await login({ mobile, code })).code).toBe(50205);
    });

    it("too many tries: the fifth wrong one voids the code (50206), even for the right code after", async () => {
      const mobile = uniqueMobile();
      const code = await smsCode(h, mobile, "login");
      for (let i = 1; i <= 4; i++) {
        expect(await login({ mobile, code: otherCode(code) })).toMatchObject({
          code: 50202,
          remainingAttempts: 5 - i,
        });
      }
      expect((await login({ mobile, code: otherCode(code) })).code).toBe(50206);
      expect((await login({ mobile, code })).code).toBe(50206);
      const [row] = await codeRows(h, mobile);
      expect(row).toMatchObject({ state: 2, attempts: 5 });
    });

    it("parallel guesses never get more than 5 tries", async () => {
      const mobile = uniqueMobile();
      const code = await smsCode(h, mobile, "login");
      const guesses = Array.from({ length: 30 }, (_, i) =>
        login({ mobile, code: String((Number(code) + 1 + i) % 1_000_000).padStart(6, "0") }),
      );
      const codes = (await Promise.all(guesses)).map((b) => b.code);
      expect(codes.filter((c) => c === 50202).length).toBeLessThanOrEqual(4);
      expect(codes.every((c) => c === 50202 || c === 50206)).toBe(true);
      const [row] = await codeRows(h, mobile);
      expect(row!.attempts).toBe(5);
      expect((await login({ mobile, code })).code).toBe(50206);
    });

    it("wrong purpose: a register code does not sign in as login (50207)", async () => {
      const mobile = uniqueMobile();
      const code = await smsCode(h, mobile, "register");
      const body = await login({ mobile, code, type: "login" });
      expect(body.code).toBe(50207);
      expect(body.msg).toBe("SMS verification code was sent for another action; request one for this action");
      expect((await login({ mobile, code, type: "register" })).code).toBe(0);
    });

    it("an older code is void once a newer one is sent", async () => {
      const mobile = uniqueMobile();
      const first = await smsCode(h, mobile, "login");
      h.clock.advance(61_000);
      const second = await smsCode(h, mobile, "login");
      if (first !== second) expect((await login({ mobile, code: first })).code).toBe(50202);
      expect((await login({ mobile, code: second })).code).toBe(0);
    });
  });

  it.each([
    [{ mobile: "13800138000", code: "12345" }, "code"],
    [{ mobile: "13800138000", code: "abcdef" }, "code"],
    [{ mobile: "13800138000" }, "code"],
    [{ mobile: "23800138000", code: "123456" }, "mobile"],
    [{ mobile: "13800138000", code: "123456", type: "bind" }, "type"],
    [{ mobile: "13800138000", code: "123456", password: "" }, "password"],
  ])("rejects %j with -1 naming %s", async (data, key) => {
    expect(await login(data)).toMatchObject({ code: -1, key });
  });

  it("a signed-in session survives; a new sign-in does not sign others out", async () => {
    const mobile = uniqueMobile();
    const first = await login({ mobile, code: await smsCode(h, mobile, "login") });
    h.clock.advance(61_000);
    const second = await login({ mobile, code: await smsCode(h, mobile, "login") });
    expect(second.type).toBe("login");
    expect(await tokenWorks(h, tokenOf(first))).toBe(true);
    expect(await tokenWorks(h, tokenOf(second))).toBe(true);
  });
});
