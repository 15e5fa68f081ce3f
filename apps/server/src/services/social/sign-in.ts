import { RosterError } from "@roster/contract";
import { isUniqueViolation } from "../../db/errors.js";
import type { UserRow } from "../../db/schema.js";
import type { ClientInfo } from "../../lib/client-info.js";
import type { SocialIdentity } from "../../providers/social/types.js";
import { issueLogin, type LoginIssue, newUserRow, secondStepFor } from "../accounts/accounts.js";
import { freeInviteCode } from "../invites/invite-codes.js";
import { findInviter, linkNewUser } from "../invites/invite-links.js";
import type { Services } from "../services.js";
import { assertUsable } from "../sessions/authentication.js";
import { findUserByConfirmed, findUserById, insertUser } from "../users/repository.js";
import { accountExists, accountNotExists, identityRow } from "./identity-rows.js";
import { pendingLinkError } from "./link.js";
import { findIdentity, findUnionOwner, insertIdentity, UnionTaken } from "./repository.js";

/** What a social login route passes besides the identity (reference §7.1-§7.2). */
export interface SocialSignInOptions {
  /** Omitted: sign in or register; `login`: existing only; `register`: new only. */
  type?: "login" | "register" | undefined;
  nickname?: string | undefined;
  avatar?: string | undefined;
  gender?: number | undefined;
  inviteCode?: string | undefined;
}

async function loginAs(svc: Services, userId: string, identity: SocialIdentity, client: ClientInfo) {
  const user = await findUserById(svc.db, userId);
  if (!user) throw new RosterError("userNotExist");
  assertUsable(user);
  return issueLogin(svc, user, client, { type: "login", loginType: identity.provider });
}

/**
 * Signs in the account of a verified identity, or registers one (issue 11):
 * 1. the identity is linked: that account;
 * 2. the unionid belongs to an account (another app of the same provider): that account, which this
 *    identity joins;
 * 3. a new identity whose provider vouches for a mobile that already has an account: nothing is created,
 *    `socialMobileNeedsProof` carries a ticket for user/pub/linkSocialByMobile;
 * 4. else a new account with the identity, in one transaction.
 * Two sign-ins racing with one new openid make one account: the unique index refuses the second link,
 * whose transaction (its user row too) rolls back, and it reads the winner's identity back.
 */
export async function signInWithIdentity(
  svc: Services,
  identity: SocialIdentity,
  options: SocialSignInOptions,
  client: ClientInfo,
): Promise<LoginIssue> {
  const inviter = options.inviteCode ? await findInviter(svc.db, options.inviteCode) : undefined;
  if (options.inviteCode && !inviter) throw new RosterError("registerInviteCodeInvalid");
  for (let attempt = 0; ; attempt++) {
    const linked = await findIdentity(svc.db, identity);
    if (linked) {
      if (options.type === "register") throw accountExists(identity.provider);
      return loginAs(svc, linked.user_id, identity, client);
    }
    const sibling = identity.unionid && (await findUnionOwner(svc.db, identity.provider, identity.unionid));
    if (sibling) {
      if (options.type === "register") throw accountExists(identity.provider);
      // An account with a second factor is not joined by a new identity on one factor.
      const owner = await findUserById(svc.db, sibling);
      const stop =
        owner && (await secondStepFor(svc, owner, client, { type: "login", loginType: identity.provider }));
      if (stop) throw stop;
      try {
        await insertIdentity(svc.db, identityRow(identity, sibling, svc.clock.now()));
      } catch (error) {
        if (!lostRace(error) || attempt > 2) throw error;
        continue;
      }
      return loginAs(svc, sibling, identity, client);
    }
    if (options.type === "login") throw accountNotExists(identity.provider);
    const owner = identity.mobile ? await findUserByConfirmed(svc.db, "mobile", identity.mobile) : undefined;
    if (owner) throw pendingLinkError(svc, identity);
    const user = await newSocialUser(svc, identity, options, client, inviter !== undefined);
    try {
      await svc.db.transaction().execute(async (trx) => {
        await insertUser(trx, user);
        await insertIdentity(trx, identityRow(identity, user.id, user.register_date));
        if (inviter) await linkNewUser(trx, svc.dialect, user.id, inviter.id, user.register_date);
      });
    } catch (error) {
      // Lost a race (the openid, the unionid's account, the mobile or the invite code): look again.
      if (!lostRace(error) || attempt > 2) throw error;
      continue;
    }
    return issueLogin(svc, user, client, { type: "register", loginType: identity.provider });
  }
}

/** Another sign-in linked the openid or claimed the unionid first. */
const lostRace = (error: unknown) => isUniqueViolation(error) || error instanceof UnionTaken;

async function newSocialUser(
  svc: Services,
  identity: SocialIdentity,
  options: SocialSignInOptions,
  client: ClientInfo,
  invited: boolean,
): Promise<UserRow> {
  const user = newUserRow(svc, client, {
    nickname: (options.nickname ?? identity.nickname ?? "").slice(0, 64),
    avatar: options.avatar ?? identity.avatar ?? "",
    gender: options.gender ?? identity.gender ?? 0,
    my_invite_code: await freeInviteCode(svc.db),
    ...(identity.mobile ? { mobile: identity.mobile, mobile_confirmed: 1 } : {}),
  });
  if (invited) user.invite_time = user.register_date;
  return user;
}
