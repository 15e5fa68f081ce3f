import { randomInt } from "node:crypto";
import type { CodePurpose } from "@roster/contract";
import { getMyUserInfo, sendEmailCode, sendSmsCode } from "@roster/contract/routes";
import { noticesSent } from "../services/devices/new-device.js";
import type { Body, CallOptions, Harness, TestUser } from "./harness.js";

/** A random mainland mobile number (1, then 3-9, then 9 digits). */
export const uniqueMobile = (): string =>
  `1${randomInt(3, 10)}${String(randomInt(1_000_000_000)).padStart(9, "0")}`;

/** A random e-mail address. */
export const uniqueEmail = (prefix = "user"): string =>
  `${prefix}.${randomInt(1e9).toString(36)}${randomInt(1e9).toString(36)}@example.com`;

/** The newest message the console providers delivered to `recipient`. */
export async function lastOutbox(h: Harness, recipient: string) {
  return h.app.services.db
    .selectFrom("provider_outbox")
    .selectAll()
    .where("recipient", "=", recipient)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
}

/** The 6-digit code in a delivered text. */
export function codeIn(text: string): string {
  const match = /(?<!\d)(\d{6})(?!\d)/.exec(text);
  if (!match) throw new Error(`no code in: ${text}`);
  return match[1]!;
}

/** Sends a code through sendSmsCode (console provider) and reads it from the outbox. */
export async function smsCode(
  h: Harness,
  mobile: string,
  type: CodePurpose,
  options: CallOptions = {},
): Promise<string> {
  const body = await h.call(sendSmsCode, { mobile, type }, options);
  if (body.code !== 0) throw new Error(`sendSmsCode failed: ${JSON.stringify(body)}`);
  return newestCode(h, mobile);
}

/**
 * The code of the newest message to `recipient` that carries one: a notice mailed in the same clock
 * millisecond (a security change, a new device) is no code message, whichever of the two sorts first.
 */
async function newestCode(h: Harness, recipient: string): Promise<string> {
  const rows = await h.app.services.db
    .selectFrom("provider_outbox")
    .select("text")
    .where("recipient", "=", recipient)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(10)
    .execute();
  const coded = rows.find((row) => /(?<!\d)\d{6}(?!\d)/.test(row.text));
  return codeIn((coded ?? rows[0])?.text ?? "");
}

/** Sends a code through sendEmailCode (console provider) and reads it from the outbox. */
export async function emailCode(
  h: Harness,
  email: string,
  type: CodePurpose,
  options: CallOptions = {},
): Promise<string> {
  await noticesSent(h.app.services);
  const body = await h.call(sendEmailCode, { email, type }, options);
  if (body.code !== 0) throw new Error(`sendEmailCode failed: ${JSON.stringify(body)}`);
  return newestCode(h, email.toLowerCase());
}

/** The stored code rows of a recipient, oldest first. */
export function codeRows(h: Harness, recipient: string) {
  return h.app.services.db
    .selectFrom("verify_codes")
    .selectAll()
    .where("recipient", "=", recipient)
    .orderBy("created_at")
    .execute();
}

/** A code that is not `code` (for wrong tries). */
export const otherCode = (code: string): string => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

/** Whether a token still opens a session. */
export async function tokenWorks(h: Harness, as: TestUser | string): Promise<boolean> {
  const body: Body = await h.call(getMyUserInfo, {}, { as });
  return body.code === 0;
}

/** The token of a login-like body. */
export const tokenOf = (body: Body): string => (body.vk_uni_token as { token: string }).token;
