import { ERRORS, errorMessage } from "@roster/contract";
import type { CloudFunctionName } from "@roster/contract/gateways";
import { type ClientInfo, clientInfoFromHeaders } from "../../lib/client-info.js";
import { sentToken } from "../../lib/sent-token.js";
import { admitRouterCall } from "../router-endpoint.js";
import { clientDb } from "./client-db-function.js";
import type { CloudFunction } from "./cloud-function-types.js";

/**
 * The cloud functions the gateways (`/client` for the uni-cloud SDK, `/tcb` for CloudBase) can invoke by
 * name. `router` is Roster's router; the others are Roster's own functions. A name not listed here is
 * the SDK's function-not-found error, answered by the gateway in its own shape.
 */

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * `router`: `{$url, data, encrypt?}` through Roster's router, exactly as `POST /router` takes it: the same
 * rate budgets, token (the transport's, else the SDK's `uniIdToken`, else `data.uni_id_token`), log and
 * audit. The result is the router's answer body.
 */
const router: CloudFunction = async (app, call, limiter) => {
  const { data } = call;
  const encrypted = data.encrypt === true;
  const inner = data.data;
  const token =
    call.token ??
    sentToken(data.uniIdToken) ??
    (encrypted || !isObject(inner) ? undefined : sentToken(inner.uni_id_token));
  const admission = await admitRouterCall(app, limiter, data.$url, token, call.client.ip);
  if (!admission.allowed) {
    return {
      status: 429,
      retryAfterSeconds: admission.retryAfterSeconds,
      result: {
        code: ERRORS.rateLimited.code,
        msg: errorMessage("rateLimited", call.client.locale),
        requestId: call.requestId,
      },
    };
  }
  const answer = await app.router.dispatch({
    path: data.$url,
    data: inner ?? {},
    encrypted,
    token,
    client: call.client,
    requestId: call.requestId,
  });
  return {
    status: answer.status,
    result: answer.body,
    ...(answer.retryAfterSeconds !== undefined ? { retryAfterSeconds: answer.retryAfterSeconds } : {}),
  };
};

/**
 * Every cloud function by name, one for each name the contract lists (CLOUD_FUNCTION_NAMES); an
 * own-property lookup: `__proto__` or `toString` is no function.
 */
const FUNCTIONS: Readonly<Record<string, CloudFunction>> = Object.freeze(
  Object.assign(Object.create(null) as Record<string, CloudFunction>, {
    router,
    "DCloud-clientDB": clientDb,
  } satisfies Record<CloudFunctionName, CloudFunction>),
);

export function findCloudFunction(name: unknown): CloudFunction | undefined {
  return typeof name === "string" && Object.hasOwn(FUNCTIONS, name) ? FUNCTIONS[name] : undefined;
}

/**
 * The client context of a gateway call: the SDK's `clientInfo` object (uni-app's names: `appId`,
 * `uniPlatform`, `osName`, `LOCALE`, `deviceId`...) read as the router reads the `vk-*` headers, so values
 * are capped and normalised the same way.
 */
export function clientInfoFromSdk(
  sdkInfo: unknown,
  transport: { ip: string; userAgent: string },
): ClientInfo {
  const info = isObject(sdkInfo) ? sdkInfo : {};
  const pick = (...keys: string[]): string | undefined => {
    for (const key of keys) {
      const value = info[key];
      if (typeof value === "string" && value !== "") return value;
    }
    return undefined;
  };
  return clientInfoFromHeaders(
    {
      "vk-appid": pick("appId", "APPID"),
      "vk-platform": pick("uniPlatform", "PLATFORM"),
      "vk-locale": pick("LOCALE", "locale", "appLanguage", "osLanguage"),
      "vk-device-id": pick("deviceId", "DEVICEID"),
      "vk-os": pick("osName", "OS"),
      "vk-app-name": pick("appName"),
      "vk-app-version": pick("appVersion"),
      "vk-browser-name": pick("browserName"),
      "vk-browser-version": pick("browserVersion"),
      "vk-device-brand": pick("deviceBrand"),
      "vk-device-model": pick("deviceModel"),
      "vk-device-type": pick("deviceType"),
    },
    transport,
  );
}
