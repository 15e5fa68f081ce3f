import { LOCALES } from "@roster/contract";
import { loadLocale } from "../i18n";

/**
 * Loads the start-up texts of every language, for a test that translates in one without switching to it
 * (`i18n.getFixedT`, `lng`): the app loads them only when a language is chosen (changeLocale).
 */
export const loadAllLocales = (): Promise<void> => Promise.all(LOCALES.map(loadLocale)).then(() => {});
