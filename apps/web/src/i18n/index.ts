import { LOCALES, type Locale, normalizeLocale, requestLocale } from "@roster/contract";
import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import { readText, STORAGE_KEYS, writeText } from "../lib/storage";
import { applyComponentLocale } from "./component-locale";
import { en } from "./locales/en";
import { es } from "./locales/es";
import { fr } from "./locales/fr";
import { zhHans } from "./locales/zh-Hans";
import { zhHant } from "./locales/zh-Hant";
import type { TextGroup } from "./texts";

// Every text of the web client goes through i18next: the start-up texts of locales/ are bundled, and the
// groups of groups/ (the contract's validation messages among them) are added by the lazily loaded
// modules that show them (registerTexts).

/** The languages a user can choose, each named in itself. */
export const LANGUAGES: ReadonlyArray<{ locale: Locale; label: string }> = [
  { locale: "zh-Hans", label: "简体中文" },
  { locale: "zh-Hant", label: "繁體中文" },
  { locale: "en", label: "English" },
  { locale: "es", label: "Español" },
  { locale: "fr", label: "Français" },
];

/**
 * The language chosen before (kept in storage), else the first of the browser's languages that Roster
 * speaks (`de-DE, fr-FR` -> fr, as the server reads Accept-Language), else English.
 */
export function initialLocale(): Locale {
  const saved = readText(STORAGE_KEYS.locale);
  if (saved && (LOCALES as readonly string[]).includes(saved)) return saved as Locale;
  const browser = globalThis.navigator;
  return requestLocale(
    undefined,
    (browser?.languages?.length ? browser.languages : [browser?.language ?? ""]).join(","),
  );
}

/** Starts i18next synchronously with every bundled language; safe to call twice. */
export function setupI18n(locale: Locale = initialLocale()): typeof i18n {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources: {
        en: { translation: en },
        "zh-Hans": { translation: zhHans },
        "zh-Hant": { translation: zhHant },
        es: { translation: es },
        fr: { translation: fr },
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
 * Adds a group of texts (i18n/groups/) to every language; the lazily loaded modules that show them call
 * it at their top level, so the texts never weigh on the first load.
 */
export function registerTexts(texts: TextGroup): void {
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
