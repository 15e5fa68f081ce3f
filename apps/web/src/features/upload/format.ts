import type { Locale } from "@roster/contract";
import { i18n } from "../../i18n";

const UNITS = ["B", "KB", "MB", "GB"] as const;
/** The number formats made so far, by language and decimals (making one costs about 60 formattings). */
const numbers = new Map<string, Intl.NumberFormat>();

/**
 * A byte count for people, in the viewer's language: 950 B, 12.3 KB, 4.5 MB in English, 12,3 Ko and 4,5 Mo
 * in French (powers of 1024, one decimal under 100, none when it is 0). The number is the browser's (Intl),
 * the unit Roster's catalogue's (`common.size`). Every size the web client shows goes through here.
 */
export function formatBytes(bytes: number, locale: Locale): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  const key = `${locale} ${digits}`;
  let number = numbers.get(key);
  if (!number) {
    number = new Intl.NumberFormat(locale, { maximumFractionDigits: digits });
    numbers.set(key, number);
  }
  return i18n.getFixedT(locale)(`common.size.${UNITS[unit]}`, { size: number.format(value) });
}

/** A duration in seconds as m:ss, or h:mm:ss from an hour on. */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}
