import { defineTexts, type Locale, localize } from "../i18n/texts.js";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The words of relative times: a section of the catalogue (i18n/catalogue.ts). */
export const RELATIVE_TIME_TEXTS = defineTexts({
  justNow: { "zh-Hans": "刚刚", "zh-Hant": "剛剛", en: "just now", es: "ahora mismo", fr: "à l’instant" },
  minutes: {
    "zh-Hans": "{n}分钟前",
    "zh-Hant": "{n}分鐘前",
    en: "{n} min ago",
    es: "hace {n} min",
    fr: "il y a {n} min",
  },
  hours: {
    "zh-Hans": "{n}小时前",
    "zh-Hant": "{n}小時前",
    en: "{n} h ago",
    es: "hace {n} h",
    fr: "il y a {n} h",
  },
  days: { "zh-Hans": "{n}天前", "zh-Hant": "{n}天前", en: "{n} d ago", es: "hace {n} d", fr: "il y a {n} j" },
});

/**
 * The seed's relative time: under 5 minutes "just now", then minutes, hours and days up to 30 days;
 * older (or future) moments are shown as a date `yyyy-MM-dd` in UTC+8.
 */
export function relativeTime(time: number, locale: Locale, now: number = Date.now()): string {
  const diff = now - time;
  const say = (word: keyof typeof RELATIVE_TIME_TEXTS, unit = 1) =>
    localize(RELATIVE_TIME_TEXTS[word], locale, { n: Math.floor(diff / unit) });
  if (diff < 0 || diff >= 30 * DAY) return formatTime(time, "yyyy-MM-dd");
  if (diff < 5 * MINUTE) return say("justNow");
  if (diff < HOUR) return say("minutes", MINUTE);
  if (diff < DAY) return say("hours", HOUR);
  return say("days", DAY);
}

/** The product's timezone offset in hours (the seed: +8). */
export const TIMEZONE_OFFSET_HOURS = 8;

/**
 * `timeFormat`: formats epoch ms with `yyyy MM dd hh mm ss` tokens in a fixed timezone
 * (default UTC+8), independent of the machine's zone.
 */
export function formatTime(
  time: number,
  pattern = "yyyy-MM-dd hh:mm:ss",
  offsetHours = TIMEZONE_OFFSET_HOURS,
): string {
  const d = new Date(time + offsetHours * 3_600_000);
  const pad = (n: number) => String(n).padStart(2, "0");
  return pattern
    .replace("yyyy", String(d.getUTCFullYear()))
    .replace("MM", pad(d.getUTCMonth() + 1))
    .replace("dd", pad(d.getUTCDate()))
    .replace("hh", pad(d.getUTCHours()))
    .replace("mm", pad(d.getUTCMinutes()))
    .replace("ss", pad(d.getUTCSeconds()));
}

/** The calendar day of `time` in the product's timezone, as `yyyy-MM-dd`. */
export const dayKey = (time: number): string => formatTime(time, "yyyy-MM-dd");
