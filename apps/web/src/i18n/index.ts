import { LOCALES, type Locale, normalizeLocale } from "@roster/contract";
import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import { codesTexts } from "../features/codes/texts";
import { readText, STORAGE_KEYS, writeText } from "../lib/storage";
import { applyComponentLocale } from "./component-locale";
import { en } from "./locales/en";
import { zhHans } from "./locales/zh-Hans";
import { zhHant } from "./locales/zh-Hant";

/** A feature's own texts: top-level namespaces per language, merged over the shared locale files. */
export type FeatureTexts = Record<Locale, Record<string, unknown>>;

/** Every feature's texts; add a feature's `texts.ts` here (one import, one entry). */
const FEATURE_TEXTS: FeatureTexts[] = [codesTexts];

const bundle = (locale: Locale, base: Record<string, unknown>) =>
  Object.assign({}, base, ...FEATURE_TEXTS.map((texts) => texts[locale]));

/** The languages a user can choose, each named in itself. */
export const LANGUAGES: ReadonlyArray<{ locale: Locale; label: string }> = [
  { locale: "zh-Hans", label: "简体中文" },
  { locale: "zh-Hant", label: "繁體中文" },
  { locale: "en", label: "English" },
];

/** The language chosen before (kept in storage), else the browser's, else English. */
export function initialLocale(): Locale {
  const saved = readText(STORAGE_KEYS.locale);
  if (saved && (LOCALES as readonly string[]).includes(saved)) return saved as Locale;
  return normalizeLocale(globalThis.navigator?.language);
}

/** Starts i18next synchronously with every bundled language; safe to call twice. */
export function setupI18n(locale: Locale = initialLocale()): typeof i18n {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources: {
        en: { translation: bundle("en", en) },
        "zh-Hans": { translation: bundle("zh-Hans", zhHans) },
        "zh-Hant": { translation: bundle("zh-Hant", zhHant) },
      },
      lng: locale,
      fallbackLng: "en",
      supportedLngs: [...LOCALES],
      interpolation: { escapeValue: false },
      initAsync: false,
    });
  }
  applyComponentLocale(locale);
  return i18n;
}

/**
 * Adds a lazily loaded feature's texts (an admin page, a dialog) to every language; call it at the top
 * level of that feature's module so the texts never weigh on the first load.
 */
export function registerTexts(texts: FeatureTexts): void {
  for (const locale of LOCALES) i18n.addResourceBundle(locale, "translation", texts[locale], true, true);
}

/** The language in use, as one of Roster's locales. */
export function currentLocale(): Locale {
  return normalizeLocale(i18n.resolvedLanguage ?? i18n.language);
}

/** Switches the language everywhere (texts, components, server messages) and keeps it across reloads. */
export async function changeLocale(locale: Locale): Promise<void> {
  writeText(STORAGE_KEYS.locale, locale);
  applyComponentLocale(locale);
  await i18n.changeLanguage(locale);
}

export { i18n };
