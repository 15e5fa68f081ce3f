import type { UserInfo } from "@roster/contract";
import { descriptor, type ProviderId } from "./providers";

/** The upstream userInfo field that holds a provider's openid(s) (`wx_openid: {platform: openid}`, ...). */
const openidField = (provider: ProviderId): string | undefined => {
  const fields = descriptor(provider).userInfo;
  return fields ? `${fields.prefix}_openid` : undefined;
};

/** Whether a provider can be linked to an account at all (one-tap mobile signs in by the mobile number). */
export const linkable = (provider: ProviderId): boolean => openidField(provider) !== undefined;

/** Whether the user has an identity of `provider`, read from the openid fields of userInfo. */
export function isLinked(user: Partial<UserInfo>, provider: ProviderId): boolean {
  const field = openidField(provider);
  const value = field ? (user as Record<string, unknown>)[field] : undefined;
  if (typeof value === "string") return value !== "";
  return typeof value === "object" && value !== null && Object.keys(value).length > 0;
}
