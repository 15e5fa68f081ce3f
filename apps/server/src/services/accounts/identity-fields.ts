import { descriptorOf, type UserInfo } from "@roster/contract";
import type { UserIdentityRow } from "../../db/schema.js";

/**
 * Upstream's fields of a provider (VK writes WeChat as `wx`, Alipay as `ali`; uni-id's Alipay and Apple
 * openids are plain strings), from its descriptor's `userInfo`.
 */
const fieldsOf = (provider: string) => descriptorOf(provider)?.userInfo;

/** uni-app's name of a platform in upstream's openid maps (`app` was `app-plus`). */
const upstreamPlatform = (platform: string) => (platform === "app" ? "app-plus" : platform);

type IdentityFields = Pick<UserInfo, Extract<keyof UserInfo, `${string}_openid` | `${string}_unionid`>>;

/**
 * The upstream third-party fields of a user (reference §6.1), derived from its identities: `wx_openid`
 * as `{<platform>: openid, "<platform>_<appid>": openid}`, `wx_unionid`, `qq_openid`, `qq_unionid`,
 * `douyin_openid`, `huawei_openid` likewise; `ali_openid` and `apple_openid` as strings (`flat`). A
 * provider without `userInfo` fields (univerify signs in by mobile) has none.
 */
export function identityFields(rows: readonly UserIdentityRow[]): IdentityFields {
  const out: Record<string, unknown> = {};
  for (const row of rows) {
    const fields = fieldsOf(row.provider);
    if (!fields) continue;
    const { prefix } = fields;
    if (fields.flat) {
      out[`${prefix}_openid`] ??= row.openid;
      continue;
    }
    const field = `${prefix}_openid`;
    out[field] ??= {};
    const map = out[field] as Record<string, string>;
    const platform = upstreamPlatform(row.platform);
    map[platform] ??= row.openid;
    map[`${platform}_${row.appid}`] = row.openid;
    if (row.unionid) out[`${prefix}_unionid`] ??= row.unionid;
  }
  return out as IdentityFields;
}
