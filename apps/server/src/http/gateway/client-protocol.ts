import { createHmac, timingSafeEqual } from "node:crypto";
import { LIMITS, RosterError } from "@roster/contract";
import type { ClientProvider } from "@roster/contract/gateways";
import { TOKEN_MAX_LENGTH } from "../../lib/sent-token.js";
import type { CloudGatewaySettings } from "../../settings/gateway.js";
import { jsonNestingExceeds } from "../json-depth.js";

/**
 * The wire of `POST /client`, the uni-cloud client SDK's `aliyun` and `private` providers (reference
 * cloud-space-protocol §3): a JSON envelope `{method, params (JSON text), spaceId, timestamp, token?}`
 * signed with HMAC-MD5 under the client secret (`x-serverless-sign`), answered `{success: true, data}` or
 * `{success: false, error: {code, message}}`. Its refusals are the catalogue's client entries
 * (client-gateway-errors.ts), each with the SDK's code string and the status it has always had.
 */

/** Which SDK provider sent a call: aliyun calls carry an access token, private ones never do. */
export type Provider = ClientProvider;

/** A checked call. */
export interface ClientCall {
  method: string;
  /** `params`, parsed: always an object. */
  params: Record<string, unknown>;
  timestamp: number;
  /** The aliyun access token, when the call carries one. */
  accessToken: string | undefined;
  provider: Provider;
  /** The signature (lowercase hex): the HMAC of everything the client signed, for the replay memory. */
  sign: string;
}

/**
 * The replay-memory id of a call: its signature, i.e. exactly what the client signed (the signing text,
 * under the one client secret). Nothing unsigned (headers, falsy body fields) may take part in it: an
 * attacker with a captured call could change that part and have the same signed call run again.
 */
export const replayKey = (call: ClientCall): string => `cloud-client:${call.sign}`;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** JSON.parse that refuses `__proto__` keys (no prototype smuggling into later merges). */
export function parseJson(text: string): unknown {
  if (jsonNestingExceeds(text, LIMITS.inputMaxDepth)) throw new RosterError("clientJsonTooDeep");
  try {
    return JSON.parse(text, (key, value: unknown) => {
      if (key === "__proto__") throw new Error("forbidden key");
      return value;
    });
  } catch {
    throw new RosterError("clientBodyUnreadable");
  }
}

/** The SDK's signing text: the body's keys sorted, falsy values dropped, `key=value` joined by `&`. */
export function signingText(body: Record<string, unknown>): string {
  return Object.keys(body)
    .sort()
    .filter((key) => Boolean(body[key]))
    .map((key) => `${key}=${String(body[key])}`)
    .join("&");
}

/** `x-serverless-sign` of a body: HMAC-MD5 of its signing text under the client secret, lowercase hex. */
export function signBody(body: Record<string, unknown>, secret: string): string {
  return createHmac("md5", secret).update(signingText(body), "utf8").digest("hex");
}

const TEXT_FIELD = /^[A-Za-z0-9._/:-]{1,128}$/;

/**
 * Reads and checks one call: JSON shape and types, space, signature (exact, timing-safe), freshness of the
 * timestamp (within `signWindowSeconds` either way of `now`). Throws the catalogue's client refusals.
 */
export function readCall(
  text: string,
  signHeader: unknown,
  settings: CloudGatewaySettings,
  now: number,
): ClientCall {
  const body = parseJson(text);
  if (!isObject(body)) throw new RosterError("clientNotAnObject", { field: "body" });
  const malformed = (field: string) => new RosterError("clientEnvelopeInvalid", { field });
  for (const [key, value] of Object.entries(body)) {
    if (value !== null && !["string", "number", "boolean"].includes(typeof value))
      throw malformed(key.slice(0, 40));
  }
  const { method, params, spaceId, timestamp, token } = body;
  if (typeof method !== "string" || !TEXT_FIELD.test(method)) throw malformed("method");
  if (typeof spaceId !== "string" || spaceId === "") throw malformed("spaceId");
  if (typeof timestamp !== "number" || !Number.isSafeInteger(timestamp) || timestamp <= 0)
    throw malformed("timestamp");
  if (params !== undefined && typeof params !== "string") throw malformed("params");
  if (token !== undefined && token !== null && (typeof token !== "string" || token.length > TOKEN_MAX_LENGTH))
    throw malformed("token");
  if (spaceId !== settings.spaceId) throw new RosterError("clientInvalidSpace");

  const sign = typeof signHeader === "string" ? signHeader.toLowerCase() : "";
  const expected = signBody(body, settings.clientSecret);
  if (!/^[0-9a-f]{32}$/.test(sign) || !timingSafeEqual(Buffer.from(sign), Buffer.from(expected)))
    throw new RosterError("clientInvalidSign");
  if (Math.abs(now - timestamp) > settings.signWindowSeconds * 1000)
    throw new RosterError("clientInvalidTimestamp");

  const parsed = params === undefined || params === "" ? {} : parseJson(params);
  if (!isObject(parsed)) throw new RosterError("clientNotAnObject", { field: "params" });
  return {
    method,
    params: parsed,
    timestamp,
    accessToken: typeof token === "string" && token !== "" ? token : undefined,
    provider: token !== undefined ? "aliyun" : "private",
    sign,
  };
}

/**
 * Anonymous access tokens of the aliyun provider: stateless, `<expiry base36>.<HMAC-SHA256>` under a
 * server key (never the client secret, which ships inside apps), bound to the space.
 */
export class AccessTokens {
  constructor(
    private readonly key: Buffer,
    private readonly spaceId: string,
    private readonly seconds: number,
  ) {}

  private mac(expiry: string): string {
    return createHmac("sha256", this.key).update(`access\n${this.spaceId}\n${expiry}`).digest("base64url");
  }

  /** A token valid `seconds` from `now`. */
  issue(now: number): { accessToken: string; expiresInSecond: number } {
    const expiry = (now + this.seconds * 1000).toString(36);
    return { accessToken: `${expiry}.${this.mac(expiry)}`, expiresInSecond: this.seconds };
  }

  /** Whether a token is one of ours and still valid at `now`. */
  valid(token: string | undefined, now: number): boolean {
    const match = token === undefined ? null : /^([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) return false;
    const [, expiry, mac] = match;
    const expected = this.mac(expiry!);
    return timingSafeEqual(Buffer.from(mac!), Buffer.from(expected)) && Number.parseInt(expiry!, 36) > now;
  }
}
