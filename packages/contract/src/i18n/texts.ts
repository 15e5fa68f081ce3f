/**
 * The languages Roster speaks, listed once for every text the server sends. Adding one here is all it takes
 * to start a translation: the type checker then names every catalogue entry that lacks it (`Texts` needs a
 * string per locale), and the catalogue test (i18n/catalogue.test.ts) lists them too.
 */
export const LOCALES = ["zh-Hans", "zh-Hant", "en", "es", "fr"] as const;
export type Locale = (typeof LOCALES)[number];

/** The locale of last resort: a text missing in the asked locale is said in English. */
export const FALLBACK_LOCALE: Locale = "en";

/** One message in every locale. A missing locale is a type error where the message is written. */
export type Texts = { readonly [L in Locale]: string };

/** A table of messages by key: one section of the catalogue (i18n/catalogue.ts). */
export type TextTable = Readonly<Record<string, Texts>>;

/**
 * Declares a table of messages (a section of the catalogue). Returns it as written, with literal keys; the
 * only point is the type: every entry must be a `Texts`, so each entry that lacks a locale is an error.
 */
export const defineTexts = <const T extends Record<string, Texts>>(table: T): T => table;

/** Values that fill a message's `{placeholders}`. */
export type TextParams = Readonly<Record<string, string | number>>;

/** A `{name}` placeholder (see {@link interpolate}). */
export const PLACEHOLDER = /\{(\w+)\}/g;

/** Values for {@link interpolate}: a {@link TextParams}, or a name given as undefined or null (said as nothing). */
export type PlaceholderValues = Readonly<Record<string, string | number | null | undefined>>;

/**
 * The one placeholder syntax of every text, the server's and the web client's: `{name}` replaced by the
 * value of `name`, in one pass (a value is never read as a placeholder, nothing is escaped). A name given
 * as undefined or null is replaced by nothing; a placeholder given no value (not even through the
 * prototype: `{constructor}`) stays as it is.
 */
export function interpolate(template: string, params: PlaceholderValues = {}): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    if (!Object.hasOwn(params, name)) return whole;
    const value = params[name];
    return value === undefined || value === null ? "" : String(value);
  });
}

/**
 * The one lookup of a message: `texts` in `locale`, else in the fallback locale (English) when the locale
 * has no text or an empty one (a locale that reached the list before its translations), with `params`
 * filled in. Every helper that says a catalogue text (catalogueText, errorMessage, successMessage, auditTitle,
 * fieldLabel, the validation messages, relative times) ends here.
 */
export function localize(texts: Texts, locale: Locale, params?: TextParams): string {
  const own: string | undefined = texts[locale];
  const chosen = own ? own : texts[FALLBACK_LOCALE];
  return params ? interpolate(chosen, params) : chosen;
}

/**
 * Maps whatever a client sends (`zh-CN`, `zh_TW`, `en-US`, `zh-Hant-HK`, ...) to one of Roster's locales:
 * Chinese by script or region, any other tag by its language (so a locale added to LOCALES is matched
 * without more code); anything unknown falls back to English.
 */
export function normalizeLocale(input: string | null | undefined): Locale {
  if (!input) return FALLBACK_LOCALE;
  const tag = input.trim().replace(/_/g, "-").toLowerCase();
  if (tag.startsWith("zh")) {
    if (/hant|-tw|-hk|-mo/.test(tag)) return "zh-Hant";
    return "zh-Hans";
  }
  const language = tag.split("-")[0];
  return LOCALES.find((locale) => locale.toLowerCase() === language) ?? FALLBACK_LOCALE;
}

/** Whether a language tag names one of Roster's locales (by script, region or language), not the fallback. */
const speaks = (tag: string): boolean => {
  const language = tag.trim().replace(/_/g, "-").toLowerCase().split("-")[0];
  return language === "zh" || LOCALES.some((locale) => locale.toLowerCase() === language);
};

/**
 * The locale of a request: the client's own `vk-locale` when it sends one, else the first language of
 * the browser's `Accept-Language` (by its q weights) that Roster speaks (`es-MX,fr;q=0.8` -> es), else
 * English. At most 32 entries of the header are read.
 */
export function requestLocale(vkLocale: string | undefined, acceptLanguage?: string): Locale {
  if (vkLocale?.trim()) return normalizeLocale(vkLocale);
  if (!acceptLanguage) return FALLBACK_LOCALE;
  const ranked = acceptLanguage
    .split(",", 32)
    .map((part, index) => {
      const [tag = "", ...params] = part.split(";");
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => tag && tag !== "*" && q > 0 && speaks(tag))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0] ? normalizeLocale(ranked[0].tag) : FALLBACK_LOCALE;
}
