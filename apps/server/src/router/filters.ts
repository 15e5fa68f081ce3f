import { loadUserInfo } from "../services/accounts/users.js";
import type { Services } from "../services/services.js";
import type { HandlerContext, HandlerResult } from "./types.js";

/** Routes whose success carries a fresh userInfo and `needUpdateUserInfo` (reference §2.3). */
const USER_INFO_ROUTES = [
  /^user\/pub\/login/,
  /^user\/pub\/register/,
  /^user\/kh\/bind/,
  /^user\/kh\/unbind/,
  /^user\/kh\/update/,
  /^user\/kh\/set/,
  /^user\/kh\/acceptInvite$/,
  /^user\/kh\/getMyUserInfo$/,
];

/** Fields that must never reach a client inside userInfo, whatever built it. */
const SECRET_FIELDS = [
  "password",
  "password_hash",
  "token",
  "login_ip_limit",
  "password_secret_version",
  "register_env",
];

function withoutSecrets(userInfo: unknown): unknown {
  if (typeof userInfo !== "object" || userInfo === null) return userInfo;
  const copy: Record<string, unknown> = { ...userInfo };
  for (const field of SECRET_FIELDS) delete copy[field];
  return copy;
}

/**
 * The after-filters of the reference §2.3, on successful results: the user routes get a fresh,
 * secret-free userInfo and `needUpdateUserInfo`; `token`/`tokenExpired` move into `vk_uni_token`; a token
 * refreshed during authentication reaches the client as `vk_uni_token`.
 */
export async function applyAfterFilters(
  services: Services,
  result: HandlerResult,
  ctx: HandlerContext,
): Promise<HandlerResult> {
  if ((result.code ?? 0) !== 0) return result;
  const out: HandlerResult = { ...result };
  if (USER_INFO_ROUTES.some((re) => re.test(ctx.path))) {
    if (!out.userInfo) {
      const uid = typeof out.uid === "string" ? out.uid : ctx.auth?.uid;
      if (uid) out.userInfo = await loadUserInfo(services.db, uid);
    }
    if (out.userInfo) {
      out.userInfo = withoutSecrets(out.userInfo);
      out.needUpdateUserInfo = true;
    }
  }
  if (typeof out.token === "string" && typeof out.tokenExpired === "number") {
    out.vk_uni_token = { token: out.token, tokenExpired: out.tokenExpired };
    delete out.token;
    delete out.tokenExpired;
  }
  if (ctx.auth?.refreshed && !out.vk_uni_token) out.vk_uni_token = ctx.auth.refreshed;
  return out;
}
