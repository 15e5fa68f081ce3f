import { type Locale, RosterError } from "@roster/contract";
import { isUniqueViolation } from "../../db/errors.js";
import type { UserRow } from "../../db/schema.js";
import type { ClientInfo } from "../../lib/client-info.js";
import { issueLogin, type LoginIssue, newUserRow, replacePassword } from "../accounts/accounts.js";
import { assertNewPassword } from "../accounts/password-rules.js";
import { defaultNickname } from "../codes/code-texts.js";
import { voidCodesOf } from "../codes/repository.js";
import { type CodeTarget, checkCode, consumeCode } from "../codes/verify-codes.js";
import { freeInviteCode } from "../invites/invite-codes.js";
import { findInviter, linkNewUser } from "../invites/invite-links.js";
import { clearFailuresOfUser } from "../passwords/lockout-repository.js";
import type { Services } from "../services.js";
import { assertUsable } from "../sessions/authentication.js";
import { findUserByConfirmed, insertUser } from "../users/repository.js";
import { consentOf, recordConsent } from "./consent.js";
import { issueRegisterTicket } from "./register-ticket.js";

/**
 * `checkUserExist` of the send routes (reference §7.2): `true` / "exists" = must have an account
 * (-1 `notExists`), "!exists" = must not (-1 `exists`). Without it nothing is looked up, so a send reveals
 * nothing about accounts.
 */
export async function assertExistence(
  svc: Services,
  target: CodeTarget,
  checkUserExist: boolean | "exists" | "!exists" | undefined,
): Promise<void> {
  const mode = checkUserExist === true || checkUserExist === "exists" ? "exists" : checkUserExist;
  if (mode !== "exists" && mode !== "!exists") return;
  const found = await findUserByConfirmed(svc.db, target.channel, target.recipient);
  const params = { [target.channel]: target.recipient };
  if (mode === "exists" && !found) {
    const name = target.channel === "mobile" ? "mobileNotRegistered" : "emailNotRegistered";
    throw new RosterError(name, params, { notExists: true });
  }
  if (mode === "!exists" && found) {
    const name = target.channel === "mobile" ? "mobileRegistered" : "emailRegistered";
    throw new RosterError(name, params, { exists: true });
  }
}

const ACCOUNT_ERRORS = {
  mobile: { exists: "mobileAccountExists", notExists: "mobileAccountNotExists", login: "sms" },
  email: { exists: "emailAccountExists", notExists: "emailAccountNotExists", login: "email" },
} as const;

/** What loginBySms / loginByEmail send. */
export interface CodeSignIn extends CodeTarget {
  code: string;
  type?: "login" | "register" | undefined;
  password?: string | undefined;
  inviteCode?: string | undefined;
  acceptedTerms?: string | undefined;
}

/**
 * Signs in with a code, or registers a new account whose mobile or e-mail is confirmed by it (reference
 * §7.2; `type` omitted or `register`, as upstream clients ask). With `type: "login"` a recipient without an
 * account gets no account: its code is used up and the 10202 / 10302 carries a sign-up ticket for
 * `register`. The invite code is checked before the code is used, the password (policy) and consent
 * (terms version) before anything is written; the new account, its inviter chain, its consent and the
 * use of the code are one transaction.
 */
export async function signInWithCode(
  svc: Services,
  input: CodeSignIn,
  client: ClientInfo,
  locale: Locale,
): Promise<LoginIssue> {
  const errors = ACCOUNT_ERRORS[input.channel];
  const inviter = input.inviteCode ? await findInviter(svc.db, input.inviteCode) : undefined;
  if (input.inviteCode && !inviter) throw new RosterError("registerInviteCodeInvalid");
  const checked = await checkCode(svc, {
    targets: [input],
    purpose: input.type ?? "login",
    code: input.code,
    locale,
  });
  const now = svc.clock.now();
  const existing = await findUserByConfirmed(svc.db, input.channel, input.recipient);
  if (existing) {
    if (input.type === "register") throw new RosterError(errors.exists);
    assertUsable(existing);
    await consumeCode(svc.db, checked, now);
    return issueLogin(svc, existing, client, { type: "login", loginType: errors.login });
  }
  if (input.type === "login") {
    // The code proved the recipient: it is used up, and a ticket lets `register` finish the sign-up once
    // the person chose a username and read the terms. Only the code's holder learns there is no account.
    await consumeCode(svc.db, checked, now);
    throw new RosterError(errors.notExists, {}, { registerTicket: issueRegisterTicket(svc, input) });
  }
  const termsVersion = consentOf(svc, input.acceptedTerms);
  if (input.password !== undefined) {
    const owner = { [input.channel]: input.recipient };
    assertNewPassword(svc, input.password, owner, { field: "password", locale });
  }
  const user = newUserRow(svc, client, {
    [input.channel]: input.recipient,
    [input.channel === "mobile" ? "mobile_confirmed" : "email_confirmed"]: 1,
    nickname: defaultNickname(input.channel, input.recipient, locale),
    password_hash: input.password ? await svc.passwords.hash(input.password) : null,
    my_invite_code: await freeInviteCode(svc.db),
    invite_time: inviter ? now : null,
  });
  try {
    await svc.db.transaction().execute(async (trx) => {
      await consumeCode(trx, checked, now);
      await voidCodesOf(trx, input.recipient);
      await insertUser(trx, user);
      if (inviter) await linkNewUser(trx, svc.dialect, user.id, inviter.id, now);
      await recordConsent(trx, { userId: user.id, version: termsVersion, at: now, ip: client.ip });
    });
  } catch (error) {
    // Two registrations of one mobile or e-mail at once: the unique index decides.
    if (isUniqueViolation(error)) throw new RosterError(errors.exists);
    throw error;
  }
  return issueLogin(svc, user, client, { type: "register", loginType: errors.login });
}

/** Sets the password, signs the account out everywhere and forgets its lockout counters. */
async function setPasswordAfterCode(
  svc: Services,
  user: UserRow,
  password: string,
  callerSessionId?: string,
): Promise<void> {
  if (user.disable_update_password === 1) throw new RosterError("updatePasswordDisabled");
  await replacePassword(svc, user.id, password, undefined, callerSessionId);
  await clearFailuresOfUser(svc.db, user.id);
}

/**
 * resetPasswordByMobile / resetPasswordByEmail: a `reset-pwd` code, then the account of that confirmed
 * mobile or e-mail (-1 "not registered" only after a valid code, so the route is no existence oracle).
 */
export async function resetPasswordWithCode(
  svc: Services,
  input: CodeTarget & { code: string; password: string },
  locale: Locale,
): Promise<void> {
  const checked = await checkCode(svc, { targets: [input], purpose: "reset-pwd", code: input.code, locale });
  const user = await findUserByConfirmed(svc.db, input.channel, input.recipient);
  if (!user) {
    throw new RosterError(
      input.channel === "mobile" ? "resetMobileNotRegistered" : "resetEmailNotRegistered",
    );
  }
  assertUsable(user);
  assertNewPassword(svc, input.password, user, { field: "password", locale });
  await consumeCode(svc.db, checked, svc.clock.now());
  await setPasswordAfterCode(svc, user, input.password);
}

/**
 * resetPwd of an account that has a password: a `reset-pwd` code sent to its confirmed mobile or its
 * confirmed e-mail.
 */
export async function resetOwnPasswordWithCode(
  svc: Services,
  user: UserRow,
  input: { code: string; password: string },
  locale: Locale,
  callerSessionId?: string,
): Promise<void> {
  const targets: CodeTarget[] = [];
  if (user.mobile && user.mobile_confirmed === 1) targets.push({ channel: "mobile", recipient: user.mobile });
  if (user.email && user.email_confirmed === 1) targets.push({ channel: "email", recipient: user.email });
  const checked = await checkCode(svc, { targets, purpose: "reset-pwd", code: input.code, locale });
  assertNewPassword(svc, input.password, user, { field: "password", locale });
  await consumeCode(svc.db, checked, svc.clock.now());
  await setPasswordAfterCode(svc, user, input.password, callerSessionId);
}
