import type { Locale } from "@roster/contract";
import { setDefaultConfig } from "antd-mobile/es/components/config-provider";
import enUS from "antd-mobile/es/locales/en-US";

type ComponentLocale = typeof enUS;

/**
 * The antd-mobile texts (dialog buttons, pickers) of the languages other than English, each loaded with
 * that language's start-up texts (see loadLocale), so that only English is in the first load.
 */
const LOADERS: Record<Exclude<Locale, "en">, () => Promise<{ default: ComponentLocale }>> = {
  es: () => import("antd-mobile/es/locales/es-ES"),
  fr: () => import("antd-mobile/es/locales/fr-FR"),
  "zh-Hans": () => import("antd-mobile/es/locales/zh-CN"),
  "zh-Hant": () => import("antd-mobile/es/locales/zh-TW"),
};

const loaded: Partial<Record<Locale, ComponentLocale>> = { en: enUS };

/** Loads the antd-mobile texts of `locale` (nothing to load for English). */
export async function loadComponentLocale(locale: Locale): Promise<void> {
  if (locale === "en" || loaded[locale]) return;
  loaded[locale] = (await LOADERS[locale]()).default;
}

/** The antd-mobile locale object of one of Roster's locales (English until that locale is loaded). */
export const componentLocale = (locale: Locale): ComponentLocale => loaded[locale] ?? enUS;

/** The antd-mobile texts (dialog buttons, pickers) of `locale`, also for imperative dialogs and toasts. */
export function applyComponentLocale(locale: Locale): void {
  setDefaultConfig({ locale: componentLocale(locale) });
  if (typeof document !== "undefined") document.documentElement.lang = locale;
}
