/** The languages Roster speaks. English is the fallback. */
export const LOCALES = ["zh-Hans", "zh-Hant", "en"] as const;
export type Locale = (typeof LOCALES)[number];
export const FALLBACK_LOCALE: Locale = "en";

/**
 * Maps whatever a client sends (`zh-CN`, `zh_TW`, `en-US`, `zh-Hant-HK`, ...) to one of Roster's locales;
 * anything unknown falls back to English.
 */
export function normalizeLocale(input: string | null | undefined): Locale {
  if (!input) return FALLBACK_LOCALE;
  const tag = input.trim().replace(/_/g, "-").toLowerCase();
  if (tag.startsWith("zh")) {
    if (/hant|-tw|-hk|-mo/.test(tag)) return "zh-Hant";
    return "zh-Hans";
  }
  if (tag.startsWith("en")) return "en";
  return FALLBACK_LOCALE;
}

/** Replaces `{name}` placeholders with the given values; unknown placeholders stay as they are. */
export function interpolate(
  template: string,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
