import type { CodePurpose, Locale } from "@roster/contract";

/** One verification SMS: the number, the code and what a gateway template needs. */
export interface SmsMessage {
  mobile: string;
  code: string;
  purpose: CodePurpose;
  /** What the code is for, in the recipient's language ("sign in", "登录"). */
  action: string;
  /** Minutes the code stays valid. */
  minutes: number;
  locale: Locale;
  /** The whole message as text, for gateways that take free text. */
  text: string;
}

/**
 * An SMS gateway. `send` resolves once the gateway accepted the message and rejects otherwise; it stops
 * when `signal` aborts (the caller's timeout).
 */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage, signal: AbortSignal): Promise<void>;
}
