import { describe, expect, it, vi } from "vitest";
import { formatDate, formatDateTime, formatRelative, formatServerDay, SERVER_DAY_ZONE } from "./dates";

// 20 Apr 2024 23:05 UTC: already the 21st in Shanghai (UTC+8), still the 20th in New York and Paris.
const AT = Date.UTC(2024, 3, 20, 23, 5);
const MIN = 60_000;
/** Intl separates some words with (narrow) no-break spaces; the tests read them as spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("dates in the viewer's language and time zone", () => {
  it("formats an instant in the zone it is given, the viewer's by default", () => {
    expect(formatDateTime(AT, "en", "Asia/Shanghai")).toBe("Apr 21, 2024, 07:05");
    expect(formatDateTime(AT, "en", "America/New_York")).toBe("Apr 20, 2024, 19:05");
    expect(formatDateTime(AT, "zh-Hans", "Asia/Shanghai")).toBe("2024年4月21日 07:05");
    expect(formatDateTime(AT, "es", "Europe/Madrid")).toBe("21 abr 2024, 01:05");
    expect(formatDateTime(AT, "fr", "Europe/Paris")).toBe("21 avr. 2024, 01:05");
    const viewer = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(formatDateTime(AT, "en")).toBe(formatDateTime(AT, "en", viewer));
  });

  it("makes one formatter per style, language and zone, however many dates it formats", () => {
    let made = 0;
    const Real = Intl.DateTimeFormat;
    vi.stubGlobal("Intl", {
      ...Intl,
      DateTimeFormat: class extends Real {
        constructor(...args: ConstructorParameters<typeof Real>) {
          super(...args);
          made++;
        }
      },
    });
    const days = Array.from({ length: 200 }, (_, i) =>
      formatDate(AT + i * 86_400_000, "en", "Pacific/Auckland"),
    );
    const times = Array.from({ length: 200 }, (_, i) =>
      formatDateTime(AT + i * MIN, "en", "Pacific/Auckland"),
    );
    expect(made).toBe(2);
    expect(new Set(days).size).toBe(200);
    expect(times[1]).toBe("Apr 21, 2024, 11:06");
    // Another language or zone is a formatter of its own, not the first one's answer.
    expect(formatDate(AT, "fr", "Pacific/Auckland")).toBe("21 avr. 2024");
    expect(formatDate(AT, "en", "America/New_York")).toBe("Apr 20, 2024");
    expect(made).toBe(4);
  });

  it("formats a calendar day in the viewer's zone", () => {
    expect(formatDate(AT, "fr", "America/New_York")).toBe("20 avr. 2024");
    expect(formatDate(AT, "es", "Asia/Shanghai")).toBe("21 abr 2024");
  });

  it("says a day of the server's calendar in UTC+8, with the label", () => {
    expect(SERVER_DAY_ZONE).toEqual({ timeZone: "Etc/GMT-8", label: "UTC+8" });
    expect(formatServerDay(AT, "en")).toBe("Apr 21, 2024 (UTC+8)");
    expect(formatServerDay(AT, "fr")).toBe("21 avr. 2024 (UTC+8)");
  });

  it("says how long ago in the seed's steps, in each language", () => {
    const now = AT + 3 * MIN;
    expect(plain(formatRelative(AT, "en", now))).toBe("just now");
    expect(plain(formatRelative(AT, "es", now))).toBe("ahora mismo");
    expect(plain(formatRelative(AT, "fr", now))).toBe("à l’instant");
    expect(plain(formatRelative(AT, "es", AT + 42 * MIN))).toBe("hace 42 min");
    expect(plain(formatRelative(AT, "fr", AT + 42 * MIN))).toBe("il y a 42 min");
    expect(plain(formatRelative(AT, "zh-Hans", AT + 42 * MIN))).toBe("42分钟前");
    expect(plain(formatRelative(AT, "es", AT + 5 * 60 * MIN))).toBe("hace 5 h");
    expect(plain(formatRelative(AT, "fr", AT + 3 * 24 * 60 * MIN))).toBe("il y a 3 j");
    expect(plain(formatRelative(AT, "en", AT + 3 * 24 * 60 * MIN))).toBe("3 days ago");
  });

  it("gives older and future instants as their date in the viewer's zone", () => {
    expect(plain(formatRelative(AT, "fr", AT + 40 * 24 * 60 * MIN, "Europe/Paris"))).toBe("21 avr. 2024");
    expect(plain(formatRelative(AT, "es", AT - MIN, "America/New_York"))).toBe("20 abr 2024");
  });
});
