import { ERRORS, loginResultSchema, SECOND_FACTOR_LIMITS, secondStepSchema } from "@roster/contract";
import {
  getMyUserInfo,
  login,
  loginBySecondFactor,
  resetPasswordByMobile,
  updatePwd,
} from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { smsCode, uniqueMobile } from "../../../test/codes.js";
import { createHarness, type Harness, type TestUser, uniqueName } from "../../../test/harness.js";
import { enrolTotp, totpNow, wrongTotp } from "../../../test/second-factor.js";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const code = (name: keyof typeof ERRORS) => ERRORS[name].code;
const PHONE = { deviceId: "phone-1", userAgent: "phone" };

/** A user with an authenticator, and what enrolment gave. */
async function protectedUser(fields: Parameters<Harness["createUser"]>[0] = {}) {
  const user = await h.createUser(fields);
  return { user, ...(await enrolTotp(h, user)) };
}

/** The first step of a password sign-in: the ticket of its `secondStepNeeded`. */
async function firstStep(user: TestUser, client = PHONE): Promise<string> {
  const body = await h.call(login, { username: user.username, password: user.password }, { client });
  expect(body).toMatchObject({ code: code("secondStepNeeded") });
  return secondStepSchema.parse(body).mfaTicket;
}

const sessionsOf = async (uid: string) =>
  (await h.app.services.db.selectFrom("sessions").select("id").where("user_id", "=", uid).execute()).length;

describe("a sign-in of an account with a second factor", () => {
  it("stops after the password with a ticket and the factors, and opens no session", async () => {
    const { user } = await protectedUser();
    const before = await sessionsOf(user.uid);
    const body = await h.call(login, { username: user.username, password: user.password }, { client: PHONE });
    expect(body.code).toBe(91500);
    expect(body.msg).toBe("This account needs a second step: update the app or sign in on the web");
    const step = secondStepSchema.parse(body);
    expect(step.factors).toEqual(["totp", "recoveryCode"]);
    expect(step.mfaTicketExpired).toBe(h.clock.now() + SECOND_FACTOR_LIMITS.ticketSeconds * 1000);
    expect(body).not.toHaveProperty("vk_uni_token");
    expect(body).not.toHaveProperty("userInfo");
    expect(await sessionsOf(user.uid)).toBe(before);
    // The ticket is stored by its hash only.
    const rows = await h.app.services.db
      .selectFrom("mfa_tickets")
      .selectAll()
      .where("user_id", "=", user.uid)
      .execute();
    expect(JSON.stringify(rows)).not.toContain(step.mfaTicket);
  });

  it("answers in the caller's language", async () => {
    const { user } = await protectedUser();
    const body = await h.call(
      login,
      { username: user.username, password: user.password },
      { client: { ...PHONE, locale: "zh-Hans" } },
    );
    expect(body.msg).toBe("此账号需要第二步验证：请更新应用，或在网页上登录");
  });

  it("is finished with an authenticator code: a whole sign-in, its token good", async () => {
    const { user, secret } = await protectedUser();
    const mfaTicket = await firstStep(user);
    const body = await h.call(
      loginBySecondFactor,
      { mfaTicket, factor: "totp", code: totpNow(h, secret) },
      { client: PHONE },
    );
    const signedIn = loginResultSchema.parse(body);
    expect(signedIn).toMatchObject({ type: "login", uid: user.uid });
    const me = await h.call(getMyUserInfo, {}, { as: signedIn.vk_uni_token.token });
    expect(me.code).toBe(0);
    const log = await h.app.services.db
      .selectFrom("login_log")
      .select(["login_type", "state"])
      .where("user_id", "=", user.uid)
      .execute();
    expect(log.filter((l) => l.state === 1).map((l) => l.login_type)).toContain("password");
    // The ticket is used up.
    const again = await h.call(
      loginBySecondFactor,
      { mfaTicket, factor: "totp", code: totpNow(h, secret, 1) },
      { client: PHONE },
    );
    expect(again.code).toBe(code("mfaTicketInvalid"));
  });

  it("never takes one authenticator code twice, even on two tickets", async () => {
    const { user, secret } = await protectedUser();
    const first = await firstStep(user);
    const second = await firstStep(user);
    const answer = totpNow(h, secret);
    const ok = await h.call(
      loginBySecondFactor,
      { mfaTicket: first, factor: "totp", code: answer },
      { client: PHONE },
    );
    expect(ok.code).toBe(0);
    const replay = await h.call(
      loginBySecondFactor,
      { mfaTicket: second, factor: "totp", code: answer },
      { client: PHONE },
    );
    expect(replay).toMatchObject({ code: code("secondFactorWrong"), triesLeft: 4 });
  });

  it("takes each recovery code once, and says which factors are left", async () => {
    const { user, recoveryCodes } = await protectedUser();
    expect(recoveryCodes).toHaveLength(10);
    const typed = recoveryCodes[0]!.toLowerCase().replace(/-/g, " ");
    const ok = await h.call(
      loginBySecondFactor,
      { mfaTicket: await firstStep(user), factor: "recoveryCode", code: typed },
      { client: PHONE },
    );
    expect(ok.code).toBe(0);
    const reused = await h.call(
      loginBySecondFactor,
      { mfaTicket: await firstStep(user), factor: "recoveryCode", code: recoveryCodes[0]! },
      { client: PHONE },
    );
    expect(reused.code).toBe(code("secondFactorWrong"));
  });

  it("refuses a ticket from another device, an expired one, and one the account's password outlived", async () => {
    const { user, secret } = await protectedUser();
    const stolen = await firstStep(user);
    const elsewhere = await h.call(
      loginBySecondFactor,
      { mfaTicket: stolen, factor: "totp", code: totpNow(h, secret) },
      { client: { deviceId: "attacker", userAgent: "phone" } },
    );
    expect(elsewhere.code).toBe(code("mfaTicketInvalid"));

    const old = await firstStep(user);
    h.clock.advance(SECOND_FACTOR_LIMITS.ticketSeconds * 1000 + 1);
    const late = await h.call(
      loginBySecondFactor,
      { mfaTicket: old, factor: "totp", code: totpNow(h, secret) },
      { client: PHONE },
    );
    expect(late.code).toBe(code("mfaTicketInvalid"));

    const before = await firstStep(user);
    // The owner changes the password on a session opened before the factor.
    const changed = await h.call(
      updatePwd,
      { oldPassword: user.password, newPassword: "another_456" },
      { as: user },
    );
    expect(changed.code).toBe(0);
    const outlived = await h.call(
      loginBySecondFactor,
      { mfaTicket: before, factor: "totp", code: totpNow(h, secret) },
      { client: PHONE },
    );
    expect(outlived.code).toBe(code("credentialsChanged"));
    expect(
      (await h.call(loginBySecondFactor, { mfaTicket: "forged", factor: "totp", code: "123456" })).code,
    ).toBe(code("mfaTicketInvalid"));
  });

  it("voids a ticket after five answers, the right one included", async () => {
    const { user, secret } = await protectedUser();
    const mfaTicket = await firstStep(user);
    const wrong = wrongTotp(h, secret);
    for (let left = 4; left >= 0; left--) {
      const body = await h.call(
        loginBySecondFactor,
        { mfaTicket, factor: "totp", code: wrong },
        { client: PHONE },
      );
      expect(body).toMatchObject({ code: code("secondFactorWrong"), triesLeft: left });
    }
    const right = await h.call(
      loginBySecondFactor,
      { mfaTicket, factor: "totp", code: totpNow(h, secret) },
      { client: PHONE },
    );
    expect(right.code).toBe(code("mfaTicketInvalid"));
  });

  it("checks exactly five of 100 parallel answers to one ticket", async () => {
    const { user, secret } = await protectedUser();
    const mfaTicket = await firstStep(user);
    const wrong = wrongTotp(h, secret);
    const bodies = await Promise.all(
      Array.from({ length: 100 }, () =>
        h.call(loginBySecondFactor, { mfaTicket, factor: "totp", code: wrong }, { client: PHONE }),
      ),
    );
    const codes = bodies.map((b) => b.code);
    expect(codes.filter((c) => c === code("secondFactorWrong"))).toHaveLength(5);
    expect(codes.filter((c) => c === code("mfaTicketInvalid"))).toHaveLength(95);
  });

  it("makes exactly one session of one code sent on 100 tickets at once", async () => {
    const { user, secret } = await protectedUser();
    const tickets = [];
    for (let i = 0; i < 100; i++) tickets.push(await firstStep(user));
    const before = await sessionsOf(user.uid);
    const answer = totpNow(h, secret);
    const bodies = await Promise.all(
      tickets.map((mfaTicket) =>
        h.call(loginBySecondFactor, { mfaTicket, factor: "totp", code: answer }, { client: PHONE }),
      ),
    );
    expect(bodies.filter((b) => b.code === 0)).toHaveLength(1);
    // The others are replays: wrong answers, counted until the account's second step locks.
    const wrong = bodies.filter((b) => b.code === code("secondFactorWrong")).length;
    const locked = bodies.filter((b) => b.code === code("secondFactorLocked")).length;
    expect(wrong + locked).toBe(99);
    expect(wrong).toBeLessThanOrEqual(SECOND_FACTOR_LIMITS.accountFailures);
    expect(await sessionsOf(user.uid)).toBe(before + 1);
  });

  it("locks the account's second step after ten wrong answers from any device, exact under 100 parallel", async () => {
    const { user, secret } = await protectedUser();
    const devices = Array.from({ length: 100 }, (_, i) => ({ deviceId: `d${i}`, userAgent: "x" }));
    const tickets = [];
    for (const device of devices) tickets.push(await firstStep(user, device));
    const wrong = wrongTotp(h, secret);
    const bodies = await Promise.all(
      tickets.map((mfaTicket, i) =>
        h.call(loginBySecondFactor, { mfaTicket, factor: "totp", code: wrong }, { client: devices[i] }),
      ),
    );
    const codes = bodies.map((b) => b.code);
    expect(codes.filter((c) => c === code("secondFactorWrong"))).toHaveLength(
      SECOND_FACTOR_LIMITS.accountFailures,
    );
    expect(codes.filter((c) => c === code("secondFactorLocked"))).toHaveLength(
      100 - SECOND_FACTOR_LIMITS.accountFailures,
    );
    // Locked: even the right code of a new ticket waits for the window.
    const locked = await h.call(
      loginBySecondFactor,
      { mfaTicket: await firstStep(user), factor: "totp", code: totpNow(h, secret) },
      { client: PHONE },
    );
    expect(locked.code).toBe(code("secondFactorLocked"));
    expect(locked.lockedUntil).toEqual(expect.any(Number));
    h.clock.advance(h.config.lockout.seconds * 1000 + 1);
    const after = await h.call(
      loginBySecondFactor,
      { mfaTicket: await firstStep(user), factor: "totp", code: totpNow(h, secret) },
      { client: PHONE },
    );
    expect(after.code).toBe(0);
  });

  it("is not skipped by a password reset by code, nor is the factor removed", async () => {
    const mobile = uniqueMobile();
    const { user, secret } = await protectedUser({ mobile, mobile_confirmed: 1 });
    const reset = await h.call(resetPasswordByMobile, {
      mobile,
      code: await smsCode(h, mobile, "reset-pwd"),
      password: "reset_pass_789",
    });
    expect(reset.code).toBe(0);
    const body = await h.call(
      login,
      { username: user.username, password: "reset_pass_789" },
      { client: PHONE },
    );
    expect(body.code).toBe(code("secondStepNeeded"));
    const done = await h.call(
      loginBySecondFactor,
      { mfaTicket: secondStepSchema.parse(body).mfaTicket, factor: "totp", code: totpNow(h, secret) },
      { client: PHONE },
    );
    expect(done.code).toBe(0);
  });

  it("keeps the second step's lock through a password reset by code", async () => {
    const mobile = uniqueMobile();
    const { user, secret } = await protectedUser({ mobile, mobile_confirmed: 1 });
    const wrong = wrongTotp(h, secret);
    for (let i = 0; i < SECOND_FACTOR_LIMITS.accountFailures; i++) {
      const mfaTicket = await firstStep(user, { deviceId: `lock-${i}`, userAgent: "x" });
      const body = await h.call(
        loginBySecondFactor,
        { mfaTicket, factor: "totp", code: wrong },
        { client: { deviceId: `lock-${i}`, userAgent: "x" } },
      );
      expect(body.code).toBe(code("secondFactorWrong"));
    }
    const reset = await h.call(resetPasswordByMobile, {
      mobile,
      code: await smsCode(h, mobile, "reset-pwd"),
      password: "reset_pass_789",
    });
    expect(reset.code).toBe(0);
    const body = await h.call(
      login,
      { username: user.username, password: "reset_pass_789" },
      { client: PHONE },
    );
    const still = await h.call(
      loginBySecondFactor,
      { mfaTicket: secondStepSchema.parse(body).mfaTicket, factor: "totp", code: totpNow(h, secret) },
      { client: PHONE },
    );
    expect(still.code).toBe(code("secondFactorLocked"));
  });

  it("refuses a kind the account does not have, and a stranger's made-up answers", async () => {
    const user = await h.createUser({ username: uniqueName("plain") });
    const plain = await h.call(
      login,
      { username: user.username, password: user.password },
      { client: PHONE },
    );
    expect(plain.code).toBe(0); // no factor: one step
    const bad = await h.callRaw(loginBySecondFactor.path, { mfaTicket: "x", factor: "sms", code: "1" });
    expect(bad.status).toBe(200);
    expect(bad.body.code).toBe(code("validation"));
    const nul = await h.call(loginBySecondFactor.path, { mfaTicket: "a\u0000b", factor: "totp", code: "1" });
    expect(nul.code).toBe(code("validation"));
  });
});
