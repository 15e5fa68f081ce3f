import { type Locale, localize, RELATIVE_TIME_TEXTS, TIMEZONE_OFFSET_HOURS } from "@roster/contract";

// Every date and time the web client shows goes through here: in the viewer's language and in the
// browser's time zone (Intl), except days the server counts by its own calendar (UTC+8, the seed's), which
// are said in that zone with its label so that nobody reads them as their own day.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The zone of the server's calendar days (daily caps, the daily sign-in renewal), with its label. */
export const SERVER_DAY_ZONE = {
  // IANA names the fixed offsets with the sign reversed: Etc/GMT-8 is UTC+8.
  timeZone: `Etc/GMT${TIMEZONE_OFFSET_HOURS >= 0 ? "-" : "+"}${Math.abs(TIMEZONE_OFFSET_HOURS)}`,
  label: `UTC${TIMEZONE_OFFSET_HOURS >= 0 ? "+" : "-"}${Math.abs(TIMEZONE_OFFSET_HOURS)}`,
} as const;

const zone = (timeZone?: string) => (timeZone ? { timeZone } : {});

const DATE: Intl.DateTimeFormatOptions = { year: "numeric", month: "short", day: "numeric" };
const DATE_TIME: Intl.DateTimeFormatOptions = {
  ...DATE,
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
};

/**
 * The formatters made so far, by style, language and zone (date and time), or by language (how long ago).
 * Making one costs about 60 times formatting with it (57 against 0.9 microseconds in Node), and a table of
 * devices or of the admin log formats a date on every row. A formatter without a zone keeps the device's
 * zone of its making: a device moved to another zone shows the new one after a reload.
 */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.RelativeTimeFormat>();

/** The formatter kept under `key`, made by `make` the first time. */
function kept<T extends Intl.DateTimeFormat | Intl.RelativeTimeFormat>(key: string, make: () => T): T {
  const known = formatters.get(key) as T | undefined;
  if (known) return known;
  const made = make();
  formatters.set(key, made);
  return made;
}

function formatter(style: "date" | "dateTime", locale: string, timeZone?: string): Intl.DateTimeFormat {
  return kept(
    `${style} ${locale} ${timeZone ?? ""}`,
    () => new Intl.DateTimeFormat(locale, { ...(style === "date" ? DATE : DATE_TIME), ...zone(timeZone) }),
  );
}

/** An instant with date and time, in the viewer's zone unless `timeZone` says one: "Apr 21, 2024, 07:05". */
export function formatDateTime(at: number, locale: Locale | string, timeZone?: string): string {
  return formatter("dateTime", locale, timeZone).format(at);
}

/** The calendar day of an instant in the viewer's zone (unless `timeZone`): "Apr 21, 2024". */
export function formatDate(at: number, locale: Locale | string, timeZone?: string): string {
  return formatter("date", locale, timeZone).format(at);
}

/** A day of the server's calendar, with the zone it is counted in: "Apr 21, 2024 (UTC+8)". */
export function formatServerDay(at: number, locale: Locale | string): string {
  return `${formatDate(at, locale, SERVER_DAY_ZONE.timeZone)} (${SERVER_DAY_ZONE.label})`;
}

/**
 * How long ago, in the viewer's language (the seed's steps: "just now" under 5 minutes, then minutes,
 * hours and days up to 30 days); older or future instants as their date in the viewer's zone.
 */
export function formatRelative(
  at: number,
  locale: Locale,
  now: number = Date.now(),
  timeZone?: string,
): string {
  const ago = now - at;
  if (ago < 0 || ago >= 30 * DAY) return formatDate(at, locale, timeZone);
  if (ago < 5 * MINUTE) return localize(RELATIVE_TIME_TEXTS.justNow, locale);
  const words = kept(
    `relative ${locale}`,
    () => new Intl.RelativeTimeFormat(locale, { numeric: "always", style: "short" }),
  );
  if (ago < HOUR) return words.format(-Math.floor(ago / MINUTE), "minute");
  if (ago < DAY) return words.format(-Math.floor(ago / HOUR), "hour");
  return words.format(-Math.floor(ago / DAY), "day");
}
