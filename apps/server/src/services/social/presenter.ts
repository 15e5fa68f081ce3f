import type { UserInfo } from "@roster/contract";
import type { UserIdentityRow } from "../../db/schema.js";

/** Upstream's field prefix per provider (VK writes WeChat as `wx`, Alipay as `ali`). */
const PREFIX: Record<string, string> = {
  weixin: "wx",
  qq: "qq",
  douyin: "douyin",
  huawei: "huawei",
  alipay: "ali",
  apple: "apple",
};
/** Providers whose upstream openid field is a plain string (uni-id), not a `{platform: openid}` map. */
const FLAT = new Set(["alipay", "apple"]);

/** uni-app's name of a platform in upstream's openid maps (`app` was `app-plus`). */
const upstreamPlatform = (platform: string) => (platform === "app" ? "app-plus" : platform);

type IdentityFields = Pick<
  UserInfo,
  | "wx_openid"
  | "wx_unionid"
  | "qq_openid"
  | "qq_unionid"
  | "douyin_openid"
  | "douyin_unionid"
  | "huawei_openid"
  | "huawei_unionid"
  | "ali_openid"
  | "apple_openid"
>;

/**
 * The upstream third-party fields of a user (reference §6.1), derived from its identities: `wx_openid`
 * as `{<platform>: openid, "<platform>_<appid>": openid}`, `wx_unionid`, `qq_openid`, `qq_unionid`,
 * `douyin_openid`, `huawei_openid` likewise; `ali_openid` and `apple_openid` as strings. univerify has
 * no upstream field (it signs in by mobile).
 */
export function identityFields(rows: readonly UserIdentityRow[]): IdentityFields {
  const out: Record<string, unknown> = {};
  for (const row of rows) {
    const prefix = PREFIX[row.provider];
    if (!prefix) continue;
    if (FLAT.has(row.provider)) {
      out[`${prefix}_openid`] ??= row.openid;
      continue;
    }
    const field = `${prefix}_openid`;
    out[field] ??= {};
    const map = out[field] as Record<string, string>;
    const platform = upstreamPlatform(row.platform);
    map[platform] ??= row.openid;
    map[`${platform}_${row.appid}`] = row.openid;
    if (row.unionid && prefix !== "ali") out[`${prefix}_unionid`] ??= row.unionid;
  }
  return out as IdentityFields;
}
