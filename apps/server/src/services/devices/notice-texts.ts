import { catalogueText, type Locale, type TextKey } from "@roster/contract";
import { BRAND } from "../../lib/brand.js";
import { escapeHtml } from "../codes/code-texts.js";

/** What a new-device notice tells: whose account, which device, from where and when. */
export interface NewDeviceContent {
  /** How the account is named to its owner (nickname, else username, else address). */
  account: string;
  /** The device as its client described it ("iPhone · ios · safari 17.4"), or its user agent. */
  device: string;
  ip: string;
  at: number;
  locale: Locale;
}

/** Chinese readers get China time (the product's calendar zone, as for code caps); others UTC. */
const ZONES: Readonly<Record<Locale, { timeZone: string; label: string }>> = {
  "zh-Hans": { timeZone: "Asia/Shanghai", label: "UTC+8" },
  "zh-Hant": { timeZone: "Asia/Shanghai", label: "UTC+8" },
  en: { timeZone: "UTC", label: "UTC" },
  es: { timeZone: "UTC", label: "UTC" },
  fr: { timeZone: "UTC", label: "UTC" },
};

/** What sits between a label and its value in each language (French sets a space before the colon). */
const COLONS: Readonly<Record<Locale, string>> = {
  "zh-Hans": "：",
  "zh-Hant": "：",
  en: ": ",
  es: ": ",
  fr: " : ",
};

/** `at` as "2024-05-01 14:03 UTC+8" in the zone of `locale`. */
export function noticeTime(at: number, locale: Locale): string {
  const { timeZone, label } = ZONES[locale];
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")} ${part("hour")}:${part("minute")} ${label}`;
}

/** Subject, plain text and HTML of the notice mailed to an account's owner after a new-device sign-in. */
export function newDeviceEmail(content: NewDeviceContent): { subject: string; text: string; html: string } {
  const { locale } = content;
  const values = { brand: BRAND, account: content.account };
  const say = (key: TextKey<"newDeviceNotice">) => catalogueText("newDeviceNotice", key, locale, values);
  const facts: [string, string][] = [
    [say("device"), content.device || say("unknownDevice")],
    [say("ip"), content.ip || "-"],
    [say("time"), noticeTime(content.at, locale)],
  ];
  const text = [
    say("greeting"),
    "",
    say("intro"),
    "",
    ...facts.map(([label, value]) => `    ${label}${COLONS[locale]}${value}`),
    "",
    say("ifYou"),
    say("ifNot"),
    "",
    `— ${BRAND}`,
    "",
  ].join("\n");
  const html = [
    `<p>${escapeHtml(say("greeting"))}</p>`,
    `<p>${escapeHtml(say("intro"))}</p>`,
    `<table style="border-collapse:collapse">${facts
      .map(
        ([label, value]) =>
          `<tr><td style="padding:2px 12px 2px 0;color:#555555">${escapeHtml(label)}</td><td>${escapeHtml(value)}</td></tr>`,
      )
      .join("")}</table>`,
    `<p>${escapeHtml(say("ifYou"))}</p>`,
    `<p><strong>${escapeHtml(say("ifNot"))}</strong></p>`,
    `<p style="color:#555555">— ${escapeHtml(BRAND)}</p>`,
  ].join("\n");
  return { subject: say("subject"), text, html };
}

/** The changes to how an account signs in that its owner is told of (issue 29). */
export type SecurityChange =
  | "totpAdded"
  | "factorRemoved"
  | "recoveryCodesMade"
  | "recoveryCodeUsed"
  | "factorsRemovedByAdmin";

/** Subject, plain text and HTML of the notice mailed to an account's owner after a {@link SecurityChange}. */
export function securityChangeEmail(content: {
  account: string;
  change: SecurityChange;
  at: number;
  locale: Locale;
}): { subject: string; text: string; html: string } {
  const { locale } = content;
  const values = { brand: BRAND, account: content.account };
  const say = (key: TextKey<"securityNotice">) => catalogueText("securityNotice", key, locale, values);
  const when = `${say("time")}${COLONS[locale]}${noticeTime(content.at, locale)}`;
  const text = [
    say("greeting"),
    "",
    say(content.change),
    when,
    "",
    say("ifYou"),
    say("ifNot"),
    "",
    `— ${BRAND}`,
    "",
  ];
  const html = [
    `<p>${escapeHtml(say("greeting"))}</p>`,
    `<p>${escapeHtml(say(content.change))}<br>${escapeHtml(when)}</p>`,
    `<p>${escapeHtml(say("ifYou"))}</p>`,
    `<p><strong>${escapeHtml(say("ifNot"))}</strong></p>`,
    `<p style="color:#555555">— ${escapeHtml(BRAND)}</p>`,
  ];
  return { subject: say("subject"), text: text.join("\n"), html: html.join("\n") };
}
