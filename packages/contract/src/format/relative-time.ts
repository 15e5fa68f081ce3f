import type { Locale } from "../errors/locale.js";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const WORDS: Record<Locale, { justNow: string; minutes: string; hours: string; days: string }> = {
  "zh-Hans": { justNow: "刚刚", minutes: "{n}分钟前", hours: "{n}小时前", days: "{n}天前" },
  "zh-Hant": { justNow: "剛剛", minutes: "{n}分鐘前", hours: "{n}小時前", days: "{n}天前" },
  en: { justNow: "just now", minutes: "{n} min ago", hours: "{n} h ago", days: "{n} d ago" },
};

/**
 * The seed's relative time: under 5 minutes "just now", then minutes, hours and days up to 30 days;
 * older (or future) moments are shown as a date `yyyy-MM-dd` in UTC+8.
 */
export function relativeTime(time: number, locale: Locale, now: number = Date.now()): string {
  const diff = now - time;
  const words = WORDS[locale];
  if (diff < 0 || diff >= 30 * DAY) return formatTime(time, "yyyy-MM-dd");
  if (diff < 5 * MINUTE) return words.justNow;
  if (diff < HOUR) return words.minutes.replace("{n}", String(Math.floor(diff / MINUTE)));
  if (diff < DAY) return words.hours.replace("{n}", String(Math.floor(diff / HOUR)));
  return words.days.replace("{n}", String(Math.floor(diff / DAY)));
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
