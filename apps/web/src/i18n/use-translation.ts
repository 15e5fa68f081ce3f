import { useSyncExternalStore } from "react";
import type { I18n, TFunction } from "./core";

/**
 * The `useTranslation` hook of a translation store: `t` in the language in use (the same function until
 * the language changes), and a re-render of the component whenever the language or the texts change.
 */
export function translationHook(i18n: I18n): () => { t: TFunction; i18n: I18n } {
  return function useTranslation() {
    useSyncExternalStore(i18n.subscribe, i18n.version);
    return { t: i18n.getFixedT(i18n.language), i18n };
  };
}
