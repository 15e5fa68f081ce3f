import type { Locale } from "@roster/contract";
import { escapeHtml, fill } from "../codes/code-texts.js";

/** The product name in messages. */
const BRAND = "Roster";

type Localized = Readonly<Record<Locale, string>>;

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

const TEXTS = {
  subject: {
    "zh-Hans": "您的 {brand} 账号在新设备上登录",
    "zh-Hant": "您的 {brand} 帳號在新裝置上登入",
    en: "New sign-in to your {brand} account",
  },
  greeting: {
    "zh-Hans": "{account}，您好：",
    "zh-Hant": "{account}，您好：",
    en: "Hello {account},",
  },
  intro: {
    "zh-Hans": "您的 {brand} 账号刚刚在一台之前没有用过的设备上登录：",
    "zh-Hant": "您的 {brand} 帳號剛剛在一台之前沒有用過的裝置上登入：",
    en: "Your {brand} account was just signed in to from a device it had not been used on:",
  },
  device: { "zh-Hans": "设备", "zh-Hant": "裝置", en: "Device" },
  ip: { "zh-Hans": "IP 地址", "zh-Hant": "IP 位址", en: "IP address" },
  time: { "zh-Hans": "时间", "zh-Hant": "時間", en: "Time" },
  unknownDevice: { "zh-Hans": "未知设备", "zh-Hant": "未知裝置", en: "Unknown device" },
  ifYou: {
    "zh-Hans": "如果是您本人登录，无需任何操作。",
    "zh-Hant": "如果是您本人登入，無需任何操作。",
    en: "If this was you, there is nothing to do.",
  },
  ifNot: {
    "zh-Hans":
      "如果不是您本人，请立即修改密码（所有设备都会退出登录）。您也可以在「个人资料 › 登录设备」中让单个设备退出登录。",
    "zh-Hant":
      "如果不是您本人，請立即修改密碼（所有裝置都會登出）。您也可以在「個人資料 › 登入裝置」中讓單一裝置登出。",
    en: "If it was not, change your password now: that signs out every device. You can also sign out a single device under My profile › Devices.",
  },
} as const satisfies Record<string, Localized>;

/** Chinese readers get China time (the product's calendar zone, as for code caps); others UTC. */
const ZONES: Readonly<Record<Locale, { timeZone: string; label: string }>> = {
  "zh-Hans": { timeZone: "Asia/Shanghai", label: "UTC+8" },
  "zh-Hant": { timeZone: "Asia/Shanghai", label: "UTC+8" },
  en: { timeZone: "UTC", label: "UTC" },
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
  const say = (key: keyof typeof TEXTS) => fill(TEXTS[key][locale], values);
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
    ...facts.map(([label, value]) => `    ${label}${locale === "en" ? ": " : "："}${value}`),
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
