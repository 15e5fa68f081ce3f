import type { UserInfo } from "@roster/contract";
import type { ProviderId } from "./providers";

/** The upstream userInfo field that holds a provider's openid(s) (`wx_openid: {platform: openid}`, ...). */
const OPENID_FIELD: Partial<Record<ProviderId, string>> = {
  weixin: "wx_openid",
  qq: "qq_openid",
  douyin: "douyin_openid",
  huawei: "huawei_openid",
  alipay: "ali_openid",
  apple: "apple_openid",
};

/** Whether a provider can be linked to an account at all (one-tap mobile signs in by the mobile number). */
export const linkable = (provider: ProviderId): boolean => OPENID_FIELD[provider] !== undefined;

/** Whether the user has an identity of `provider`, read from the openid fields of userInfo. */
export function isLinked(user: Partial<UserInfo>, provider: ProviderId): boolean {
  const field = OPENID_FIELD[provider];
  const value = field ? (user as Record<string, unknown>)[field] : undefined;
  if (typeof value === "string") return value !== "";
  return typeof value === "object" && value !== null && Object.keys(value).length > 0;
}
