import { RosterError, type RouteContract } from "@roster/contract";
import { loadCallerInfo, loadUserInfo } from "../services/accounts/users.js";
import type { Services } from "../services/services.js";
import type { AuthState } from "../services/sessions/authentication.js";

/** A handler's answer as the filters see it: fields of the body, `code` and `msg` defaulting to 0 and "". */
export type ResultFields = Record<string, unknown> & { code?: unknown };

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
 * The after-filters of the reference §2.3, on successful results: routes whose contract `refreshesUser` get
 * a fresh, secret-free userInfo and `needUpdateUserInfo`; `token`/`tokenExpired` move into `vk_uni_token`; a
 * token refreshed during authentication (`auth`, the caller or a pub route's viewer) reaches the client as
 * `vk_uni_token`.
 */
export async function applyAfterFilters(
  services: Services,
  contract: RouteContract,
  result: ResultFields,
  auth: AuthState | undefined,
): Promise<ResultFields> {
  if ((result.code ?? 0) !== 0) return result;
  const out: ResultFields = { ...result };
  if (contract.refreshesUser) {
    if (!out.userInfo) {
      const uid = typeof out.uid === "string" ? out.uid : auth?.uid;
      if (uid) {
        // The caller's own account comes with its session, in one query that its next call finds cached.
        // The account was deleted while the call ran (its sessions went with it): 30202, as for a token
        // whose session is gone, rather than an answer without the userInfo it promises.
        out.userInfo =
          auth && uid === auth.uid
            ? await loadCallerInfo(services, auth)
            : await loadUserInfo(services.db, uid);
        if (!out.userInfo) throw new RosterError("tokenNotExist");
      }
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
  if (auth?.refreshed && !out.vk_uni_token) out.vk_uni_token = auth.refreshed;
  return out;
}
