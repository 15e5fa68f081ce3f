import type { Locale } from "@roster/contract";
import { setDefaultConfig } from "antd-mobile/es/components/config-provider";
import enUS from "antd-mobile/es/locales/en-US";
import esES from "antd-mobile/es/locales/es-ES";
import frFR from "antd-mobile/es/locales/fr-FR";
import zhCN from "antd-mobile/es/locales/zh-CN";
import zhTW from "antd-mobile/es/locales/zh-TW";

const COMPONENT_LOCALES = { en: enUS, "zh-Hans": zhCN, "zh-Hant": zhTW, es: esES, fr: frFR } as const;

/** The antd-mobile locale object of one of Roster's locales. */
export const componentLocale = (locale: Locale) => COMPONENT_LOCALES[locale];

/** The antd-mobile texts (dialog buttons, pickers) of `locale`, also for imperative dialogs and toasts. */
export function applyComponentLocale(locale: Locale): void {
  setDefaultConfig({ locale: COMPONENT_LOCALES[locale] });
  if (typeof document !== "undefined") document.documentElement.lang = locale;
}
