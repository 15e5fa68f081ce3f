import type { Locale } from "@roster/contract";
import { setDefaultConfig } from "antd-mobile/es/components/config-provider";
import type { Locale as LibraryLocale } from "antd-mobile/es/locales/base";
import type { I18n, TFunction } from "./core";
import { en } from "./start-up";
import type { TextTree } from "./texts";

/** The checks of the library's forms that share one text, "{label} is not a valid {type}". */
const TYPES = [
  "string",
  "method",
  "array",
  "object",
  "number",
  "date",
  "boolean",
  "integer",
  "float",
  "regexp",
  "email",
  "url",
  "hex",
] as const;

/** The values the library puts in its texts, each written `${name}` for it (Roster's texts say `{name}`). */
const PLACEHOLDERS = Object.fromEntries(
  ["label", "type", "enum", "len", "min", "max", "pattern", "year", "month"].map((name) => [
    name,
    `\${${name}}`,
  ]),
);

/** The same tree as `tree`, each text the translation of its key under `prefix`. */
function translated<T extends TextTree>(tree: T, t: TFunction, prefix: string): T {
  const out: TextTree = {};
  for (const [key, value] of Object.entries(tree))
    out[key] =
      typeof value === "string"
        ? t(`${prefix}.${key}`, PLACEHOLDERS)
        : translated(value, t, `${prefix}.${key}`);
  return out as T;
}

/** Monday to Sunday, short, as the viewer's language writes them (the library's calendar starts on Monday). */
function weekdays(locale: Locale): string[] {
  const format = new Intl.DateTimeFormat(locale, { weekday: "short", timeZone: "UTC" });
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, day) => format.format(Date.UTC(2024, 0, 1 + day)));
}

const made = new Map<Locale, LibraryLocale>();

/**
 * antd-mobile's texts in one of Roster's locales (whose start-up texts are loaded), all from Roster's
 * catalogue (`library` in i18n/start-up-texts.ts), never from the library's own locales: theirs were missing texts
 * (Spanish "No more"), wrong (French "Non, plus maintenant."), or in another voice (Spanish "usted" where
 * the app says "tú"). The weekday names come from the browser (Intl). Made once per loaded locale: the
 * same object for every render of the ConfigProvider.
 */
export function componentLocale(i18n: I18n, locale: Locale): LibraryLocale {
  const known = made.get(locale);
  if (known) return known;
  const texts = makeLocale(locale, i18n.getFixedT(locale));
  // Until the language is loaded its texts are English: kept only once they are its own.
  if (i18n.isLoaded(locale)) made.set(locale, texts);
  return texts;
}

function makeLocale(locale: Locale, t: TFunction): LibraryLocale {
  const texts = translated(en.library, t, "library");
  const { type, ...messages } = texts.Form.defaultValidateMessages;
  return {
    ...texts,
    locale,
    Calendar: { ...texts.Calendar, markItems: weekdays(locale) },
    Form: {
      ...texts.Form,
      defaultValidateMessages: {
        ...messages,
        types: Object.fromEntries(TYPES.map((name) => [name, type])) as Record<
          (typeof TYPES)[number],
          string
        >,
      },
    },
  } satisfies LibraryLocale;
}

/**
 * Gives antd-mobile the texts of `locale` (its texts must be loaded), also for the imperative dialogs and
 * toasts, and marks the document's language.
 */
export function applyComponentLocale(i18n: I18n, locale: Locale): void {
  setDefaultConfig({ locale: componentLocale(i18n, locale) });
  if (typeof document !== "undefined") document.documentElement.lang = locale;
}
