import type { Clock } from "../lib/clock.js";
import type { Config } from "../settings/config.js";
import { AliyunSmsProvider } from "./aliyun-sms.js";
import { type BaiduOcrDeps, BaiduOcrProvider } from "./baidu-ocr.js";
import type { EmailProvider } from "./email.js";
import { HttpSmsProvider } from "./http-sms.js";
import type { OcrProvider } from "./ocr.js";
import { ConsoleEmailProvider, ConsoleSmsProvider, type Outbox, type OutboxEcho } from "./outbox.js";
import type { SmsProvider } from "./sms.js";
import { SmtpEmailProvider } from "./smtp-email.js";

export type { EmailMessage, EmailProvider } from "./email.js";
export type { BusinessLicenseReading, IdCardReading, OcrProvider, OcrWords } from "./ocr.js";
export type { Outbox, OutboxEcho } from "./outbox.js";
export type { SmsMessage, SmsProvider } from "./sms.js";

/** The SMS provider chosen by SMS_PROVIDER. */
export function createSmsProvider(
  config: Config,
  outbox: Outbox,
  clock: Clock,
  echo?: OutboxEcho,
): SmsProvider {
  const sms = config.sms;
  if (sms.provider === "aliyun") return new AliyunSmsProvider(sms, clock);
  if (sms.provider === "http") return new HttpSmsProvider(sms, clock);
  return new ConsoleSmsProvider(outbox, echo);
}

/** The e-mail provider chosen by EMAIL_PROVIDER. */
export function createEmailProvider(config: Config, outbox: Outbox, echo?: OutboxEcho): EmailProvider {
  const email = config.email;
  if (email.provider === "smtp") {
    return new SmtpEmailProvider({ url: email.url, from: email.from, timeoutMs: config.providerTimeoutMs });
  }
  return new ConsoleEmailProvider(outbox, echo);
}

/** The OCR provider when one is configured (BAIDU_OCR_API_KEY and BAIDU_OCR_SECRET_KEY), else undefined. */
export function createOcrProvider(
  config: Config,
  deps: Omit<BaiduOcrDeps, "timeoutMs">,
): OcrProvider | undefined {
  if (!config.baiduOcr) return undefined;
  return new BaiduOcrProvider(config.baiduOcr, { ...deps, timeoutMs: config.providerHttpTimeoutMs });
}
