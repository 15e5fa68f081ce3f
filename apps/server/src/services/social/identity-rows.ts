import { descriptorOf, RosterError } from "@roster/contract";
import type { UserIdentityRow } from "../../db/schema.js";
import { newId } from "../../lib/ids.js";
import type { SocialIdentity, SocialProviderId } from "../../providers/social/types.js";

/** The row that links `identity` to `userId`; the profile snapshot holds no secret (no session key). */
export function identityRow(identity: SocialIdentity, userId: string, now: number): UserIdentityRow {
  const profile: Record<string, unknown> = {};
  if (identity.nickname) profile.nickname = identity.nickname;
  if (identity.avatar) profile.avatar = identity.avatar;
  if (identity.gender) profile.gender = identity.gender;
  return {
    id: newId(),
    user_id: userId,
    provider: identity.provider,
    platform: identity.platform,
    appid: identity.appid,
    openid: identity.openid,
    unionid: identity.unionid ?? null,
    profile: Object.keys(profile).length > 0 ? JSON.stringify(profile) : null,
    linked_at: now,
  };
}

/**
 * uni-id's own codes for `type` refusals where it has them (reference §11.1), from the provider's
 * descriptor (`accountErrors`); vk's -1 otherwise.
 */
const accountErrors = (provider: SocialProviderId) => descriptorOf(provider)?.accountErrors;

/** `type: "register"` with an account that exists. */
export function accountExists(provider: SocialProviderId): RosterError {
  const name = accountErrors(provider)?.exists ?? "socialAccountRegistered";
  return new RosterError(name);
}

/** `type: "login"` with no account: vk adds `needRegister: true`. */
export function accountNotExists(provider: SocialProviderId): RosterError {
  const name = accountErrors(provider)?.notExists;
  if (name) return new RosterError(name);
  return new RosterError("socialAccountNotRegistered", {}, { needRegister: true });
}

/**
 * An identity bound to another account: uni-id's code where the descriptor names one (`boundElsewhere`:
 * QQ's and Alipay's), vk's code 1 otherwise.
 */
export function boundElsewhere(provider: SocialProviderId): RosterError {
  const own = descriptorOf(provider)?.boundElsewhere;
  if (own) return new RosterError(own);
  return new RosterError("socialBoundElsewhere", { param: provider });
}
