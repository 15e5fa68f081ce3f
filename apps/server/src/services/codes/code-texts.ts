import { type CodePurpose, catalogueText, type Locale } from "@roster/contract";
import { BRAND } from "../../lib/brand.js";

/** The action of a purpose in `locale`. */
export const codeAction = (purpose: CodePurpose, locale: Locale): string =>
  catalogueText("codeActions", purpose, locale);

/** What a code message says: the code, what it is for and how long it lives. */
export interface CodeContent {
  code: string;
  purpose: CodePurpose;
  minutes: number;
  locale: Locale;
}

/**
 * What a code e-mail adds when the code travels inside a link token (CloudBase's activate and reset): the
 * token, exactly as the app's call takes it, and the request's time, device and IP, already in the mail's
 * language.
 */
export interface CodeLetter {
  token: string;
  time: string;
  device: string;
  ip: string;
}

/** The placeholders of the code texts (catalogue section `codeTexts`). */
const valuesOf = (content: CodeContent) => ({
  brand: BRAND,
  code: content.code,
  action: codeAction(content.purpose, content.locale),
  minutes: content.minutes,
});

/** The text of a verification SMS. */
export function smsText(content: CodeContent): string {
  return catalogueText("codeTexts", "sms", content.locale, valuesOf(content));
}

/** `s` safe to put in HTML text or a quoted attribute. */
export const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Subject, plain text and HTML of a verification e-mail (with the letter's token and origin, when given). */
export function emailContent(
  content: CodeContent,
  letter?: CodeLetter,
): { subject: string; text: string; html: string } {
  const values = valuesOf(content);
  const subject = catalogueText("codeTexts", "emailSubject", content.locale, values);
  const intro = catalogueText("codeTexts", "emailIntro", content.locale, values);
  const validity = catalogueText("codeTexts", "emailValidity", content.locale, values);
  const tokenIntro = letter && catalogueText("codeLetters", "tokenIntro", content.locale);
  const origin =
    letter &&
    catalogueText("codeLetters", "requestedFrom", content.locale, {
      time: letter.time,
      device: letter.device,
      ip: letter.ip || "-",
    });
  const text = [
    `${intro}\n\n    ${content.code}\n\n`,
    letter ? `${tokenIntro}\n\n    ${letter.token}\n\n${origin}\n\n` : "",
    `${validity}\n\n— ${BRAND}\n`,
  ].join("");
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    `<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${escapeHtml(content.code)}</p>`,
    ...(letter
      ? [
          `<p>${escapeHtml(tokenIntro!)}</p>`,
          `<p style="font-family:monospace;font-size:16px">${escapeHtml(letter.token)}</p>`,
          `<p>${escapeHtml(origin!)}</p>`,
        ]
      : []),
    `<p>${escapeHtml(validity)}</p>`,
    `<p style="color:#555555">— ${escapeHtml(BRAND)}</p>`,
  ].join("\n");
  return { subject, text, html };
}

/** Which code a refusal is about, for bindNewMobile / bindNewEmail. */
export type CodeRole = "old" | "new";

const LABEL_KEYS = {
  mobile: { only: "mobile", old: "mobileOld", new: "mobileNew" },
  email: { only: "email", old: "emailOld", new: "emailNew" },
} as const;

/** The `{type}` of code refusals ("SMS verification code is wrong ..."). */
export const codeLabel = (channel: "mobile" | "email", locale: Locale, role?: CodeRole): string =>
  catalogueText("codeLabels", LABEL_KEYS[channel][role ?? "only"], locale);

/**
 * The nickname of an account made by code: "手机尾号XXXX用户" (upstream) for a mobile, the local part
 * of the address for an e-mail.
 */
export function defaultNickname(channel: "mobile" | "email", value: string, locale: Locale): string {
  if (channel === "mobile")
    return catalogueText("codeTexts", "mobileNickname", locale, { tail: value.slice(-4) });
  return value.slice(0, value.indexOf("@")).slice(0, 32);
}
