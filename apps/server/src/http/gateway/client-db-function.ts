import { isRosterError } from "@roster/contract";
import { sentToken } from "../../lib/sent-token.js";
import { runClientDb } from "../../services/client-db/client-db.js";
import { authenticate } from "../../services/sessions/authentication.js";
import { admitRouterCall } from "../router-endpoint.js";
import type { CloudFunction } from "./cloud-function-types.js";

/**
 * `DCloud-clientDB`: what `uniCloud.database()` sends (`{action, command | multiCommand}`), run by the
 * clientDB service for the caller of the token (the transport's, else the SDK's `uniIdToken`); no token is a
 * stranger, a bad or ended one is its token error. Spends the public rate budget like a pub route. A
 * refreshed token travels back as `token`/`tokenExpired`, which the SDK stores.
 */
export const clientDb: CloudFunction = async (app, call, limiter) => {
  const token = call.token ?? sentToken(call.data.uniIdToken);
  const admission = await admitRouterCall(app, limiter, undefined, token, call.client.ip);
  if (!admission.allowed) {
    return {
      status: 429,
      retryAfterSeconds: admission.retryAfterSeconds,
      result: { code: "rateLimited", message: "Too many calls, try again later", requestId: call.requestId },
    };
  }
  const { locale } = call.client;
  let caller: { uid: string | null; roles: string[] } = { uid: null, roles: [] };
  let refreshed: { token: string; tokenExpired: number } | undefined;
  if (token) {
    try {
      const auth = await authenticate(app.services, token);
      caller = { uid: auth.uid, roles: auth.access.enabledRoles };
      refreshed = auth.refreshed;
    } catch (error) {
      if (!isRosterError(error)) throw error;
      return { status: 200, result: { code: error.code, message: error.localized(locale) } };
    }
  }
  const result = await runClientDb(app.services, caller, call.data, locale);
  if (refreshed && result.code === 0)
    Object.assign(result, { token: refreshed.token, tokenExpired: refreshed.tokenExpired });
  return { status: 200, result };
};
