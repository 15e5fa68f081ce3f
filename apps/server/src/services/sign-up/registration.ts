import { RosterError } from "@roster/contract";
import { isUniqueViolation } from "../../db/errors.js";
import type { ClientInfo } from "../../lib/client-info.js";
import { issueLogin, type LoginIssue, newUserRow } from "../accounts/accounts.js";
import { assertNewPassword } from "../accounts/password-rules.js";
import { voidCodesOf } from "../codes/repository.js";
import { freeInviteCode } from "../invites/invite-codes.js";
import { linkNewUser } from "../invites/invite-links.js";
import type { Services } from "../services.js";
import { findUserByConfirmed, findUserByUsername, insertUser } from "../users/repository.js";
import { consentOf, recordConsent } from "./consent.js";
import { readRegisterTicket } from "./register-ticket.js";

/** What `user/pub/register` sends (the invite code already resolved to its holder). */
export interface Registration {
  username: string;
  password?: string | undefined;
  inviterId?: string | undefined;
  acceptedTerms?: string | undefined;
  registerTicket?: string | undefined;
}

const EXISTS = { mobile: "mobileAccountExists", email: "emailAccountExists" } as const;

/**
 * Creates an account with a username and signs it in: 20102 when the username is taken. With a password
 * (held to the policy), and/or a sign-up ticket that gives it the confirmed mobile or e-mail a code proved
 * (10201 / 10301 when an account got it meanwhile). The account, its inviter link, its consent and the
 * voiding of the recipient's codes are one transaction; every check runs before it.
 */
export async function registerAccount(
  svc: Services,
  input: Registration,
  client: ClientInfo,
): Promise<LoginIssue> {
  const verified = input.registerTicket ? readRegisterTicket(svc, input.registerTicket) : undefined;
  const termsVersion = consentOf(svc, input.acceptedTerms);
  const identity = verified ? { [verified.channel]: verified.recipient } : {};
  if (input.password !== undefined) {
    const owner = { username: input.username, ...identity };
    assertNewPassword(svc, input.password, owner, { field: "password", locale: client.locale });
  }
  const username = input.username.toLowerCase();
  if (await findUserByUsername(svc.db, username)) throw new RosterError("accountExists");
  if (verified && (await findUserByConfirmed(svc.db, verified.channel, verified.recipient)))
    throw new RosterError(EXISTS[verified.channel]);
  const user = newUserRow(svc, client, {
    username,
    nickname: input.username,
    ...identity,
    ...(verified ? { [`${verified.channel}_confirmed`]: 1 } : {}),
    password_hash: input.password === undefined ? null : await svc.passwords.hash(input.password),
    my_invite_code: await freeInviteCode(svc.db),
  });
  const at = user.register_date;
  if (input.inviterId) user.invite_time = at;
  try {
    await svc.db.transaction().execute(async (trx) => {
      await insertUser(trx, user);
      if (input.inviterId) await linkNewUser(trx, svc.dialect, user.id, input.inviterId, at);
      await recordConsent(trx, { userId: user.id, version: termsVersion, at, ip: client.ip });
      if (verified) await voidCodesOf(trx, verified.recipient);
    });
  } catch (error) {
    // Two registrations of one name (or mobile, e-mail) at once: the unique index decides.
    if (isUniqueViolation(error)) throw new RosterError("accountExists");
    throw error;
  }
  return issueLogin(svc, user, client, { type: "register", loginType: "register" });
}
