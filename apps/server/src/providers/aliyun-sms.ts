import { createHash, createHmac, randomBytes } from "node:crypto";
import type { Clock } from "../lib/clock.js";
import type { SmsMessage, SmsProvider } from "./sms.js";

/** The signature algorithm of Alibaba Cloud's request signature V3. */
export const ACS3_ALGORITHM = "ACS3-HMAC-SHA256";

const sha256Hex = (data: string) => createHash("sha256").update(data, "utf8").digest("hex");

/**
 * RFC 3986 percent-encoding as Alibaba Cloud specifies it: A-Z a-z 0-9 - _ . ~ stay, everything else is
 * %XY of its UTF-8 bytes (space %20, `*` %2A).
 */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** What {@link signAcs3} signs: an RPC-style call with its parameters in the query string. */
export interface Acs3Request {
  method: string;
  /** The `host` header as sent (with the port when it is not the default one). */
  host: string;
  /** Canonical URI: `/` for RPC APIs. */
  path: string;
  query: Readonly<Record<string, string>>;
  /** The `x-acs-*` headers (lower-case names) besides `x-acs-content-sha256`, which is added. */
  headers: Readonly<Record<string, string>>;
  body: string;
  accessKeyId: string;
  accessKeySecret: string;
}

/**
 * Alibaba Cloud request signature V3 (ACS3-HMAC-SHA256, "V3 request structure and signature"):
 * CanonicalRequest = method \n URI \n sorted percent-encoded query \n `name:value\n` of host and every
 * x-acs-* header (lower-case, sorted) \n their names joined by `;` \n hex SHA-256 of the body;
 * StringToSign = "ACS3-HMAC-SHA256\n" + hex SHA-256 of CanonicalRequest; Signature = hex
 * HMAC-SHA256(AccessKeySecret, StringToSign). Returns the headers to send, `authorization` included.
 */
export function signAcs3(request: Acs3Request): { headers: Record<string, string>; queryString: string } {
  const payloadHash = sha256Hex(request.body);
  const headers: Record<string, string> = {
    ...request.headers,
    host: request.host,
    "x-acs-content-sha256": payloadHash,
  };
  const names = Object.keys(headers)
    .map((n) => n.toLowerCase())
    .sort();
  const canonicalHeaders = names.map((n) => `${n}:${headers[n]!.trim()}\n`).join("");
  const signedHeaders = names.join(";");
  const queryString = Object.keys(request.query)
    .sort()
    .map((key) => `${percentEncode(key)}=${percentEncode(request.query[key]!)}`)
    .join("&");
  const canonicalRequest = [
    request.method.toUpperCase(),
    request.path,
    queryString,
    canonicalHeaders,
    signedHeaders,
    payloadHash,
  ].join("\n");
  const stringToSign = `${ACS3_ALGORITHM}\n${sha256Hex(canonicalRequest)}`;
  const signature = createHmac("sha256", request.accessKeySecret).update(stringToSign, "utf8").digest("hex");
  const { host: _host, ...toSend } = headers;
  return {
    queryString,
    headers: {
      ...toSend,
      authorization: `${ACS3_ALGORITHM} Credential=${request.accessKeyId},SignedHeaders=${signedHeaders},Signature=${signature}`,
    },
  };
}

/** Settings of the Aliyun provider (SMS_PROVIDER=aliyun). */
export interface AliyunSmsSettings {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
  endpoint: string;
}

/**
 * Aliyun SMS (Dysmsapi 2017-05-25 SendSms), signed with signature V3. The template gets the variables
 * `code`, `action` and `expMinute` (upstream's names). Anything but HTTP 2xx with `Code: "OK"` is a failure.
 */
export class AliyunSmsProvider implements SmsProvider {
  readonly name = "aliyun";
  constructor(
    private readonly settings: AliyunSmsSettings,
    private readonly clock: Clock,
  ) {}

  async send(message: SmsMessage, signal: AbortSignal): Promise<void> {
    const url = new URL(this.settings.endpoint);
    const { headers, queryString } = signAcs3({
      method: "POST",
      host: url.host,
      path: "/",
      query: {
        PhoneNumbers: message.mobile,
        SignName: this.settings.signName,
        TemplateCode: this.settings.templateCode,
        TemplateParam: JSON.stringify({
          code: message.code,
          action: message.action,
          expMinute: String(message.minutes),
        }),
      },
      headers: {
        "x-acs-action": "SendSms",
        "x-acs-version": "2017-05-25",
        "x-acs-date": new Date(this.clock.now()).toISOString().replace(/\.\d{3}Z$/, "Z"),
        "x-acs-signature-nonce": randomBytes(16).toString("hex"),
      },
      body: "",
      accessKeyId: this.settings.accessKeyId,
      accessKeySecret: this.settings.accessKeySecret,
    });
    const response = await fetch(`${url.origin}/?${queryString}`, { method: "POST", headers, signal });
    const text = await response.text();
    let result: { Code?: unknown; Message?: unknown } = {};
    try {
      result = JSON.parse(text) as typeof result;
    } catch {
      // Not JSON: reported below with the status.
    }
    if (!response.ok || result.Code !== "OK") {
      throw new Error(
        `Aliyun SendSms failed: HTTP ${response.status} ${String(result.Code ?? "")} ${String(result.Message ?? "")}`.trim(),
      );
    }
  }
}
