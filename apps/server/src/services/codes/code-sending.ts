import { type CodePurpose, dayKey, type Locale, RosterError } from "@roster/contract";
import { newId } from "../../lib/ids.js";
import { lockKeys } from "../core/repository.js";
import type { Services } from "../services.js";
import { type CodeLetter, codeAction, emailContent, smsText } from "./code-texts.js";
import {
  countSends,
  deleteSendsBefore,
  insertSend,
  lastDeliveredSendAt,
  markSendUndelivered,
} from "./repository.js";
import { type CodeChannel, randomCode, storeCode, type WithCode } from "./verify-codes.js";

/** One request for a code. */
export interface SendRequest {
  channel: CodeChannel;
  recipient: string;
  purpose: CodePurpose;
  locale: Locale;
  ip: string;
  /** E-mail only: the code also travels in a link token; the mail carries it and says who asked. */
  letter?: (code: string) => CodeLetter;
}

/** Send-log rows from before yesterday (UTC+8) are deleted as their recipient or IP sends again. */
const DAY_MS = 24 * 3_600_000;

/**
 * Sends a fresh code and stores it (hashed) only once the provider accepted it; a provider failure or
 * timeout answers 50301 / 50302 and leaves no usable code. Before sending: the recipient's daily cap
 * (delivered codes, 50304 / 50305), the IP's daily cap (every request, 50306) and the resend interval
 * (50303 with `retryAfter` seconds), all per calendar day in UTC+8. `precheck` (checkUserExist) runs
 * after the caps, so that each existence probe costs the IP one of its daily requests. `withCode` runs
 * with the storing of the code (see {@link WithCode}); nothing of it happens when the code is not sent.
 */
export async function sendVerificationCode(
  svc: Services,
  request: SendRequest,
  precheck?: () => Promise<void>,
  withCode?: WithCode,
): Promise<void> {
  const sendId = await reserveSend(svc, request);
  const notDelivered = () => markSendUndelivered(svc.db, sendId);
  if (precheck) {
    try {
      await precheck();
    } catch (error) {
      await notDelivered();
      throw error;
    }
  }
  const code = randomCode();
  const minutes = Math.ceil(svc.config.codes.ttlSeconds / 60);
  const provider = request.channel === "mobile" ? svc.sms : svc.email;
  try {
    await withTimeout(svc.config.providerTimeoutMs, (signal) =>
      request.channel === "mobile"
        ? svc.sms.send(
            {
              mobile: request.recipient,
              code,
              purpose: request.purpose,
              action: codeAction(request.purpose, request.locale),
              minutes,
              locale: request.locale,
              text: smsText({ code, purpose: request.purpose, minutes, locale: request.locale }),
            },
            signal,
          )
        : svc.email.send(
            {
              to: request.recipient,
              ...emailContent(
                { code, purpose: request.purpose, minutes, locale: request.locale },
                request.letter?.(code),
              ),
            },
            signal,
          ),
    );
  } catch (error) {
    await notDelivered();
    svc.logger.warn(
      { provider: provider.name, channel: request.channel, reason: (error as Error)?.message },
      "verification code delivery failed",
    );
    throw new RosterError(request.channel === "mobile" ? "sendSmsCodeFailed" : "sendEmailCodeFailed");
  }
  await storeCode(
    svc,
    {
      channel: request.channel,
      recipient: request.recipient,
      purpose: request.purpose,
      code,
      ip: request.ip,
      ttlSeconds: svc.config.codes.ttlSeconds,
    },
    withCode,
  );
}

/** Checks the caps and the resend interval and writes the send-log row, serialised per recipient and IP. */
async function reserveSend(svc: Services, request: SendRequest): Promise<string> {
  const now = svc.clock.now();
  const day = dayKey(now);
  const rules = svc.config.codes;
  const cap = request.channel === "mobile" ? rules.smsDailyCap : rules.emailDailyCap;
  return svc.db.transaction().execute(async (trx) => {
    await lockKeys(trx, svc.dialect, [`send:${request.recipient}`, `send-ip:${request.ip}`]);
    const count = (column: "recipient" | "ip", value: string, deliveredOnly: boolean) =>
      countSends(trx, { column, value }, day, deliveredOnly);
    if ((await count("recipient", request.recipient, true)) >= cap) {
      throw new RosterError(request.channel === "mobile" ? "smsDailyCapReached" : "emailDailyCapReached");
    }
    if ((await count("ip", request.ip, false)) >= rules.ipDailyCap)
      throw new RosterError("ipDailyCapReached");
    const lastAt = await lastDeliveredSendAt(trx, request.recipient);
    const waitMs = lastAt !== undefined ? lastAt + rules.resendSeconds * 1000 - now : 0;
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      throw new RosterError("verifyCodeTooSoon", { seconds }, { retryAfter: seconds });
    }
    const yesterday = dayKey(now - DAY_MS);
    await deleteSendsBefore(trx, { column: "recipient", value: request.recipient }, yesterday);
    await deleteSendsBefore(trx, { column: "ip", value: request.ip }, yesterday);
    const id = newId();
    await insertSend(trx, {
      id,
      channel: request.channel,
      recipient: request.recipient,
      ip: request.ip,
      day,
      ok: 1,
      created_at: now,
    });
    return id;
  });
}

/** Runs `work` with an abort signal and gives up after `ms` whether or not `work` honours the signal. */
export async function withTimeout(ms: number, work: (signal: AbortSignal) => Promise<void>): Promise<void> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error(`provider timed out after ${ms} ms`));
    }, ms);
  });
  try {
    await Promise.race([work(controller.signal), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
