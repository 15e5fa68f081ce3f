import { type CodePurpose, isEmail, RosterError } from "@roster/contract";
import { isUniqueViolation } from "../../db/errors.js";
import { newUserRow } from "../accounts/accounts.js";
import { assertNewPassword } from "../accounts/password-rules.js";
import { sendVerificationCode } from "../codes/code-sending.js";
import { voidCodesFor } from "../codes/repository.js";
import { checkCode, consumeCode } from "../codes/verify-codes.js";
import { lockKeys } from "../core/repository.js";
import { describeDevice } from "../devices/new-device.js";
import { noticeTime } from "../devices/notice-texts.js";
import { freeInviteCode } from "../invites/invite-codes.js";
import { resetPasswordWithCode } from "../sign-up/code-accounts.js";
import { consentOf } from "../sign-up/consent.js";
import { findUserByConfirmed, insertUser, updateUserRow } from "../users/repository.js";
import { signedInUser, type TcbContext } from "./auth.js";
import { findPendingSignup, pendingLockKey, replacePendingSignup, takePendingSignup } from "./repository.js";
import { invalidParam } from "./tokens.js";

/**
 * The e-mail actions of the CloudBase gateway. The SDK's "token" of `activate` and
 * `resetPasswordWithToken` is `<e-mail>:<code>` (the code is Roster's verification code); the mail carries
 * it as it is, with when and from what device the request came.
 */

const CODE_TOKEN = /^([^:\s]{1,254}):(\d{6})$/;

/** An e-mailed link token: `<e-mail>:<6-digit code>`. */
function readCodeToken(token: string): { email: string; code: string } {
  const match = CODE_TOKEN.exec(token);
  if (!match || !isEmail(match[1]!.toLowerCase())) throw invalidParam("token");
  return { email: match[1]!.toLowerCase(), code: match[2]! };
}

const emailOf = (value: string, what: string): string => {
  const email = value.toLowerCase();
  if (!isEmail(email)) throw invalidParam(what);
  return email;
};

/** What the mail says besides the code: the SDK's token, and who asked (the mail's language). */
const letterOf = (ctx: TcbContext, email: string) => (code: string) => ({
  token: `${email}:${code}`,
  time: noticeTime(ctx.svc.clock.now(), ctx.locale),
  device: describeDevice(ctx.client) || "-",
  ip: ctx.client.ip,
});

const purposeOf = (pending: { user_id: string | null }): CodePurpose =>
  pending.user_id ? "bind" : "register";

/**
 * Mails a code for what is to wait for `email` (a sign-up with its password hash, or an address change
 * of the account `user_id`). The newest request for an address replaces the one before, whoever made it: its password or
 * account, a new code, the old code void, all in the transaction that stores the code (so under parallel
 * requests the one pending row and the one live code always come from the same request). Nothing changes
 * when the code is not sent (caps, resend interval, provider failure).
 */
async function mailPending(
  ctx: TcbContext,
  email: string,
  waiting: { password_hash: string | null; user_id: string | null },
): Promise<void> {
  const { svc } = ctx;
  const purpose = purposeOf(waiting);
  await sendVerificationCode(
    svc,
    {
      channel: "email",
      recipient: email,
      purpose,
      locale: ctx.locale,
      ip: ctx.client.ip,
      letter: letterOf(ctx, email),
    },
    undefined,
    {
      lockKeys: [pendingLockKey(email)],
      run: async (trx) => {
        const now = svc.clock.now();
        const row = {
          email,
          ...waiting,
          created_at: now,
          expires_at: now + svc.config.codes.ttlSeconds * 1000,
        };
        const replaced = await replacePendingSignup(trx, row);
        // The code of the request replaced is void too (its own purpose's codes went with this one's).
        if (replaced && purposeOf(replaced) !== purpose) await voidCodesFor(trx, email, purposeOf(replaced));
      },
    },
  );
}

/**
 * `auth.signUpWithEmailAndPassword`: the password (held to the policy) waits with the address until the
 * code e-mailed to it (purpose `register`, Roster's caps and outbox) activates the account. A new sign-up
 * of a waiting address replaces the one before: nobody keeps an address by asking first, and the mail says
 * who asked, so its owner activates only their own request.
 */
export async function signUpWithEmailAndPassword(
  ctx: TcbContext,
  body: { email: string; password: string },
): Promise<void> {
  const { svc } = ctx;
  // The SDK sends no terms version: with REQUIRE_CONSENT, accounts come by tickets (which carry one).
  consentOf(svc, undefined);
  const email = emailOf(body.email, "email");
  const { password } = body;
  assertNewPassword(svc, password, { email }, { field: "password", locale: ctx.locale });
  if (await findUserByConfirmed(svc.db, "email", email)) throw new RosterError("emailAccountExists");
  await mailPending(ctx, email, { password_hash: await svc.passwords.hash(password), user_id: null });
}

/** `auth.updateEmail {newEmail}`: a `bind` code to the new address; activateEndUserMail confirms it. */
export async function updateEmail(ctx: TcbContext, newEmail: string): Promise<void> {
  const auth = signedInUser(ctx);
  const email = emailOf(newEmail, "newEmail");
  if (await findUserByConfirmed(ctx.svc.db, "email", email)) throw new RosterError("emailAccountExists");
  await mailPending(ctx, email, { password_hash: null, user_id: auth.uid });
}

/**
 * `auth.activateEndUserMail {token}`: the pending sign-up becomes an account with a confirmed e-mail, or
 * the pending address change confirms the new address on its account. Only the code of the request that
 * waits now works: the activation holds the address's pending lock, and a replaced request's code is void.
 */
export async function activateEndUserMail(ctx: TcbContext, token: string): Promise<void> {
  const { svc } = ctx;
  const { email, code } = readCodeToken(token);
  const pending = await findPendingSignup(svc.db, email);
  if (!pending || pending.expires_at <= svc.clock.now()) throw new RosterError("tcbNothingToActivate");
  const purpose = purposeOf(pending);
  const checked = await checkCode(svc, {
    targets: [{ channel: "email", recipient: email }],
    purpose,
    code,
    locale: ctx.locale,
  });
  const now = svc.clock.now();
  try {
    await svc.db.transaction().execute(async (trx) => {
      await lockKeys(trx, svc.dialect, [pendingLockKey(email)]);
      await consumeCode(trx, checked, now);
      // The code was live under the lock, so what waits is still the request it was sent for.
      const current = await findPendingSignup(trx, email);
      if (!current || purposeOf(current) !== purpose || !(await takePendingSignup(trx, email)))
        throw new RosterError("verifyCodeUsed");
      if (current.user_id) {
        await updateUserRow(trx, current.user_id, { email, email_confirmed: 1, updated_at: now });
        return;
      }
      const user = newUserRow(svc, ctx.client, {
        nickname: email.slice(0, email.indexOf("@")).slice(0, 32),
        email,
        email_confirmed: 1,
        password_hash: current.password_hash,
        my_invite_code: await freeInviteCode(trx),
      });
      await insertUser(trx, user);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new RosterError("emailAccountExists");
    throw error;
  }
}

/** `auth.sendPasswordResetEmail {email}`: a `reset-pwd` code; an unknown address gets none, silently. */
export async function sendPasswordResetEmail(ctx: TcbContext, address: string): Promise<void> {
  const { svc } = ctx;
  const email = emailOf(address, "email");
  try {
    await sendVerificationCode(
      svc,
      {
        channel: "email",
        recipient: email,
        purpose: "reset-pwd",
        locale: ctx.locale,
        ip: ctx.client.ip,
        letter: letterOf(ctx, email),
      },
      async () => {
        if (!(await findUserByConfirmed(svc.db, "email", email))) throw new RosterError("emailNotRegistered");
      },
    );
  } catch (error) {
    // No existence oracle: an address without an account is answered like one with.
    if (!(error instanceof RosterError && error.errorName === "emailNotRegistered")) throw error;
  }
}

/** `auth.resetPasswordWithToken {token, newPassword}`: Roster's reset by e-mail code (ends every session). */
export async function resetPasswordWithToken(
  ctx: TcbContext,
  body: { token: string; newPassword: string },
): Promise<void> {
  const { email, code } = readCodeToken(body.token);
  const password = body.newPassword;
  await resetPasswordWithCode(ctx.svc, { channel: "email", recipient: email, code, password }, ctx.locale);
}
