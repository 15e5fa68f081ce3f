import { createHmac } from "node:crypto";
import type { Clock } from "../lib/clock.js";
import type { SmsMessage, SmsProvider } from "./sms.js";

/** Header with the send time in epoch milliseconds. */
export const WEBHOOK_TIMESTAMP_HEADER = "x-roster-timestamp";
/** Header with `v1=<hex HMAC-SHA256(secret, timestamp + "." + body)>`. */
export const WEBHOOK_SIGNATURE_HEADER = "x-roster-signature";

/** The signature a webhook receiver recomputes to trust a message (and rejects stale timestamps). */
export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `v1=${createHmac("sha256", secret).update(`${timestamp}.${body}`, "utf8").digest("hex")}`;
}

/**
 * The `http` SMS provider, for any other gateway: POSTs JSON `{mobile, code, purpose, action, minutes,
 * locale, text}` to SMS_HTTP_URL, signed with SMS_HTTP_SECRET ({@link webhookSignature}). Any 2xx answer
 * means delivered.
 */
export class HttpSmsProvider implements SmsProvider {
  readonly name = "http";
  constructor(
    private readonly settings: { url: string; secret: string },
    private readonly clock: Clock,
  ) {}

  async send(message: SmsMessage, signal: AbortSignal): Promise<void> {
    const body = JSON.stringify({
      mobile: message.mobile,
      code: message.code,
      purpose: message.purpose,
      action: message.action,
      minutes: message.minutes,
      locale: message.locale,
      text: message.text,
    });
    const timestamp = String(this.clock.now());
    const response = await fetch(this.settings.url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        [WEBHOOK_TIMESTAMP_HEADER]: timestamp,
        [WEBHOOK_SIGNATURE_HEADER]: webhookSignature(this.settings.secret, timestamp, body),
      },
      body,
      signal,
    });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`SMS webhook answered HTTP ${response.status}`);
  }
}
