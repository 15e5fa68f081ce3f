import { RosterError } from "@roster/contract";
import { isUniqueViolation } from "../../db/errors.js";
import type { UserRow } from "../../db/schema.js";
import type { SocialIdentity, SocialProviderId } from "../../providers/social/types.js";
import type { Services } from "../services.js";
import { findUserById, identitiesOfUser } from "../users/repository.js";
import { boundElsewhere, identityRow } from "./identity-rows.js";
import {
  deleteIdentities,
  findIdentity,
  findUnionOwner,
  insertIdentity,
  lockUserRow,
  releaseUnions,
  UnionTaken,
} from "./repository.js";

/**
 * user/kh/bind<Provider>: links a verified identity to the caller. The caller already bound to this
 * provider's app answers `socialAlreadyBound`; an identity (or its unionid) that belongs to another account
 * is never moved: `socialBoundElsewhere` (QQ 60502, Alipay 60402).
 */
export async function bindSocial(svc: Services, user: UserRow, identity: SocialIdentity): Promise<void> {
  const linked = await findIdentity(svc.db, identity);
  if (linked) {
    if (linked.user_id === user.id) throw new RosterError("socialAlreadyBound", { param: identity.provider });
    throw boundElsewhere(identity.provider);
  }
  const mine = await identitiesOfUser(svc.db, user.id);
  if (mine.some((row) => row.provider === identity.provider && row.appid === identity.appid)) {
    throw new RosterError("socialAlreadyBound", { param: identity.provider });
  }
  if (identity.unionid) {
    const owner = await findUnionOwner(svc.db, identity.provider, identity.unionid);
    if (owner && owner !== user.id) throw boundElsewhere(identity.provider);
  }
  try {
    await insertIdentity(svc.db, identityRow(identity, user.id, svc.clock.now()));
  } catch (error) {
    // Someone linked the same openid in between: it is theirs now.
    if (isUniqueViolation(error) || error instanceof UnionTaken) throw boundElsewhere(identity.provider);
    throw error;
  }
}

/** Ways to sign in that do not depend on an identity: a username with a password, a confirmed mobile or e-mail. */
export function ownSignInWays(user: UserRow): number {
  let ways = user.username !== null && user.password_hash !== null ? 1 : 0;
  if (user.mobile !== null && user.mobile_confirmed === 1) ways++;
  if (user.email !== null && user.email_confirmed === 1) ways++;
  return ways;
}

/**
 * user/kh/unbind<Provider>: removes the caller's identities of the provider (of one app when `appid` is
 * given). Not bound: `socialNotBound`. Never removes the last way to sign in: without a password, a
 * confirmed mobile or e-mail, or another identity left, `socialUnbindLastSignIn` (upstream's message).
 */
export async function unbindSocial(
  svc: Services,
  user: UserRow,
  provider: SocialProviderId,
  appid?: string,
): Promise<number> {
  // One transaction holding the account's row: two parallel unbinds cannot each leave the other's way.
  return svc.db.transaction().execute(async (trx) => {
    await lockUserRow(trx, svc.dialect, user.id);
    const current = (await findUserById(trx, user.id)) ?? user;
    const mine = await identitiesOfUser(trx, user.id);
    const going = mine.filter(
      (row) => row.provider === provider && (appid === undefined || row.appid === appid),
    );
    if (going.length === 0) throw new RosterError("socialNotBound", { param: provider });
    if (ownSignInWays(current) + mine.length - going.length === 0) {
      throw new RosterError("socialUnbindLastSignIn", { param: provider });
    }
    const removed = await deleteIdentities(
      trx,
      user.id,
      going.map((row) => row.id),
    );
    await releaseUnions(trx, user.id, provider);
    return removed;
  });
}
