import { type Locale, RosterError } from "@roster/contract";
import { isUniqueViolation } from "../../db/errors.js";
import type { UserRow } from "../../db/schema.js";
import type { Db } from "../../db/types.js";
import type { ClientInfo } from "../../lib/client-info.js";
import type { ProviderMobile } from "../../providers/social/phone-number.js";
import type { SocialIdentity } from "../../providers/social/types.js";
import { issueLogin, type LoginIssue, newUserRow, secondStepFor } from "../accounts/accounts.js";
import { defaultNickname } from "../codes/code-texts.js";
import { freeInviteCode } from "../invites/invite-codes.js";
import { findInviter, linkNewUser } from "../invites/invite-links.js";
import type { Services } from "../services.js";
import { assertUsable } from "../sessions/authentication.js";
import { findUserByConfirmed, identitiesOfUser, insertUser } from "../users/repository.js";
import { identityRow } from "./identity-rows.js";
import { findIdentity, insertIdentity, UnionTaken } from "./repository.js";
import type { SocialSignInOptions } from "./sign-in.js";

/** Links `identity` to `user` when the openid is free and the user has no identity of that app yet. */
async function linkIfFree(
  db: Db,
  user: UserRow,
  identity: SocialIdentity | undefined,
  now: number,
): Promise<void> {
  if (!identity || (await findIdentity(db, identity))) return;
  const mine = await identitiesOfUser(db, user.id);
  if (mine.some((row) => row.provider === identity.provider && row.appid === identity.appid)) return;
  await insertIdentity(db, identityRow(identity, user.id, now));
}

/**
 * loginByWeixinPhoneNumber / loginByDouyinPhoneNumber / loginByHuaweiPhoneNumber / loginByUniverify
 * (reference §7.2): the provider vouched for the mobile (normalised by `providerMobile`, so another
 * country's number never meets a mainland account), so this is loginBySms without the code. The account of that confirmed mobile signs in (10201 for
 * `type: "register"`); else a new one is made (10202 for `type: "login"`) with the mobile confirmed, the
 * nickname "手机尾号XXXX用户" unless given, and the inviter of `inviteCode`. The mini-program identity of
 * `encryptedKey`, if any, is linked when free; an identity linked elsewhere is left where it is.
 */
export async function signInWithVerifiedMobile(
  svc: Services,
  mobile: ProviderMobile,
  options: SocialSignInOptions,
  identity: SocialIdentity | undefined,
  client: ClientInfo,
  locale: Locale,
): Promise<LoginIssue> {
  const inviter = options.inviteCode ? await findInviter(svc.db, options.inviteCode) : undefined;
  if (options.inviteCode && !inviter) throw new RosterError("registerInviteCodeInvalid");
  for (let attempt = 0; ; attempt++) {
    const now = svc.clock.now();
    const existing = await findUserByConfirmed(svc.db, "mobile", mobile);
    if (existing) {
      if (options.type === "register") throw new RosterError("mobileAccountExists");
      assertUsable(existing);
      const loginType = identity?.provider ?? "sms";
      // An account with a second factor is not linked to anything on one factor.
      const stop = await secondStepFor(svc, existing, client, { type: "login", loginType });
      if (stop) throw stop;
      try {
        await linkIfFree(svc.db, existing, identity, now);
      } catch (error) {
        // Linked by a parallel call meanwhile: the identity stays where that call put it.
        if (!isUniqueViolation(error) && !(error instanceof UnionTaken)) throw error;
      }
      return issueLogin(svc, existing, client, { type: "login", loginType });
    }
    if (options.type === "login") throw new RosterError("mobileAccountNotExists");
    const user = newUserRow(svc, client, {
      mobile,
      mobile_confirmed: 1,
      nickname: options.nickname || defaultNickname("mobile", mobile, locale),
      avatar: options.avatar ?? "",
      gender: options.gender ?? 0,
      my_invite_code: await freeInviteCode(svc.db),
      invite_time: inviter ? now : null,
    });
    try {
      await svc.db.transaction().execute(async (trx) => {
        await insertUser(trx, user);
        if (inviter) await linkNewUser(trx, svc.dialect, user.id, inviter.id, now);
        await linkIfFree(trx, user, identity, now);
      });
    } catch (error) {
      // Lost a race for the mobile (or the openid, or the invite code): look again.
      if ((!isUniqueViolation(error) && !(error instanceof UnionTaken)) || attempt > 2) throw error;
      continue;
    }
    return issueLogin(svc, user, client, { type: "register", loginType: identity?.provider ?? "sms" });
  }
}
