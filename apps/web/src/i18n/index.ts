import { LOCALES, type Locale, requestLocale } from "@roster/contract";
import { readText, STORAGE_KEYS, writeText } from "../lib/storage";
import { applyComponentLocale } from "./component-locale";
import { createI18n, type I18n } from "./core";
import { en, START_UP_TEXTS } from "./start-up";
import type { TextGroup } from "./texts";
import { translationHook } from "./use-translation";

// Every text of the web client is written once, in every language (texts.ts), and goes through the store
// of core.ts: the English start-up texts (start-up-texts.ts) are bundled, another language's are loaded (a
// chunk of their own, start-up.ts) before it is shown, and the groups of groups/ (the contract's validation
// messages among them) are added, in every language, by the lazily loaded modules that show them
// (registerTexts).

/** The client's texts: `i18n.t` outside components, `useTranslation()` in them. */
export const i18n: I18n = createI18n({
  fallback: "en",
  texts: en,
  // A language's antd-mobile texts are among its own (`library`): both are there before it is shown.
  load: (locale) => (locale === "en" ? Promise.resolve(en) : START_UP_TEXTS[locale]()),
});

/** `const { t } = useTranslation()`: `t` in the language in use; the component re-renders when it changes. */
export const useTranslation = translationHook(i18n);

export type { I18n, TFunction, TOptions } from "./core";

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

/**
 * Starts the texts in `locale`, synchronously: English is bundled, another language must have been loaded
 * (loadLocale) before, or English is shown until it is. Safe to call twice.
 */
export function setupI18n(locale: Locale = initialLocale()): I18n {
  const usable = i18n.isLoaded(locale) ? locale : "en";
  void i18n.changeLanguage(usable);
  applyComponentLocale(i18n, usable);
  return i18n;
}

/** Loads the start-up texts of `locale` (nothing to load for English); rejects if they cannot be fetched. */
export const loadLocale = (locale: Locale): Promise<void> => i18n.loadLanguage(locale);

const registered = new WeakSet<TextGroup>();

/**
 * Adds a group of texts (i18n/groups/) to every language; the lazily loaded modules that show them call
 * it at their top level, so the texts never weigh on the first load.
 */
export function registerTexts(texts: TextGroup): void {
  if (registered.has(texts)) return;
  registered.add(texts);
  i18n.addTexts(texts);
}

/** The language in use, as one of Roster's locales. */
export function currentLocale(): Locale {
  return i18n.language;
}

let chosen: Locale | undefined;

/**
 * Switches the language everywhere (texts, components, server messages) and keeps it across reloads, once
 * its texts are loaded: the page stays in the language before until then. When several are chosen in a
 * row, the last one wins.
 */
export async function changeLocale(locale: Locale): Promise<void> {
  chosen = locale;
  await loadLocale(locale);
  if (chosen !== locale) return;
  writeText(STORAGE_KEYS.locale, locale);
  applyComponentLocale(i18n, locale);
  await i18n.changeLanguage(locale);
}
