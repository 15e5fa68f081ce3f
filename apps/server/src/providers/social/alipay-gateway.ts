import type { KeyObject } from "node:crypto";
import { RosterError } from "@roster/contract";
import type { AlipayApp } from "../../settings/social.js";
import { alipayTimestamp, rawMemberObject, signAlipayParams, verifyAlipaySignature } from "./alipay-sign.js";
import { objectOf, providerCall, stringField } from "./http.js";

/** An Alipay app with its private key read. */
export interface LoadedApp extends AlipayApp {
  key: KeyObject;
}

/** What an Alipay gateway call answered: the verified inner object, or Alipay's refusal. */
export type GatewayResult =
  | { ok: true; body: Record<string, unknown> }
  | { ok: false; code: string; subCode: string | undefined };

/** Where and how a gateway call goes. */
export interface GatewayTarget {
  gateway: string;
  /** ALIPAY_PUBLIC_KEY; without it no answer is trusted. */
  publicKey: KeyObject | undefined;
  timeoutMs: number;
  now: number;
}

/**
 * One signed OpenAPI v2 call (outside-protocols §2): the common parameters and the API's, RSA2-signed with
 * the app's key, POSTed as a form. The answer's `<method>_response` text is verified with Alipay's public
 * key before it is parsed; an `error_response` (unsigned when the request itself was refused) is a refusal.
 */
export async function gatewayCall(
  target: GatewayTarget,
  app: LoadedApp,
  method: string,
  apiParams: Record<string, string>,
  authToken?: string,
): Promise<GatewayResult> {
  const params: Record<string, string | undefined> = {
    app_id: app.appid,
    method,
    format: "JSON",
    charset: "utf-8",
    sign_type: "RSA2",
    timestamp: alipayTimestamp(target.now),
    version: "1.0",
    auth_token: authToken,
    ...apiParams,
  };
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== "") body.set(k, v);
  body.set("sign", signAlipayParams(params, app.key));
  const answer = await providerCall(
    "alipay",
    target.gateway,
    {
      method: "POST",
      body,
      headers: { "content-type": "application/x-www-form-urlencoded;charset=utf-8" },
    },
    target.timeoutMs,
  );
  const outer = objectOf(answer.json);
  const member = `${method.replaceAll(".", "_")}_response`;
  const raw = rawMemberObject(answer.text, member);
  if (outer && raw === undefined) {
    const error = objectOf(outer.error_response);
    if (error)
      return { ok: false, code: stringField(error, "code") ?? "", subCode: stringField(error, "sub_code") };
  }
  if (!outer || raw === undefined) throw new RosterError("socialProviderUnavailable", { param: "alipay" });
  const sign = stringField(outer, "sign");
  if (!target.publicKey || !sign || !verifyAlipaySignature(raw, sign, target.publicKey)) {
    throw new RosterError("alipayResponseUnverified");
  }
  const inner = objectOf(JSON.parse(raw))!;
  const code = stringField(inner, "code");
  if (code !== undefined && code !== "10000" && method === "alipay.system.oauth.token") {
    return { ok: false, code, subCode: stringField(inner, "sub_code") };
  }
  return { ok: true, body: inner };
}
