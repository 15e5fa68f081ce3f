import { describe, expect, it } from "vitest";
import { formatPrice, formatTime, mask, maskEmail, maskMobile, relativeTime } from "./index.js";

const NOW = Date.UTC(2026, 10, 20, 12, 0, 0);

describe("relative time", () => {
  it.each([
    [0, "en", "just now"],
    [4 * 60_000 + 59_000, "en", "just now"],
    [5 * 60_000, "en", "5 min ago"],
    [59 * 60_000, "zh-Hans", "59分钟前"],
    [3 * 3_600_000, "zh-Hant", "3小時前"],
    [29 * 86_400_000, "en", "29 d ago"],
  ] as const)("%i ms ago in %s is %s", (ago, locale, text) => {
    expect(relativeTime(NOW - ago, locale, NOW)).toBe(text);
  });
  it("falls back to the date (UTC+8) from 30 days on and for future times", () => {
    expect(relativeTime(NOW - 30 * 86_400_000, "en", NOW)).toBe("2026-10-21");
    expect(relativeTime(NOW + 1000, "en", NOW)).toBe("2026-11-20");
  });
});

describe("formatTime", () => {
  it("formats in UTC+8 whatever the machine's zone", () => {
    expect(formatTime(Date.UTC(2026, 0, 1, 16, 5, 9))).toBe("2026-01-02 00:05:09");
    expect(formatTime(Date.UTC(2026, 0, 1, 16, 5, 9), "yyyy/MM/dd")).toBe("2026/01/02");
  });
});

describe("price", () => {
  it("shows cents / 100 with two decimals", () => {
    expect(formatPrice(12345)).toBe("123.45");
    expect(formatPrice("5")).toBe("0.05");
    expect(formatPrice(null, "-")).toBe("-");
    expect(formatPrice("abc")).toBe("abc");
  });
});

describe("masking", () => {
  it("masks mobiles, e-mails and text", () => {
    expect(maskMobile("13800138000")).toBe("138****8000");
    expect(maskEmail("alice@example.com")).toBe("al***@example.com");
    expect(maskEmail("a@example.com")).toBe("***@example.com");
    expect(mask("abcdefgh", 2, 2)).toBe("ab****gh");
    expect(mask("abc", 2, 2)).toBe("abc");
  });
});
