import { LOCALES, type Locale, type Texts } from "@roster/contract";
import { foreignLocales, leafTree } from "./leaf-tree";

// One catalogue format for the house: every text is written once, as a leaf holding it in every language
// (the contract's `Texts`, so a missing language is a type error where the text is written), in nested
// trees (`{ admin: { title: { en: "…", es: "…", fr: "…", "zh-Hans": "…", "zh-Hant": "…" } } }`). The
// store (core.ts) takes the same texts one language at a time: `localeTree` turns the one into the other.

/** Texts by key in one language: nested objects, strings at the leaves (a key is their dotted path). */
export interface TextTree {
  [key: string]: string | TextTree;
}

/** Texts by key, each leaf in every language: how every text of the web client is written. */
export interface TextLeaves {
  [key: string]: Texts | TextLeaves;
}

/** The tree of `T` in one language: the same keys, a string where `T` has a leaf. */
export type LocaleTree<T> = { [K in keyof T]: T[K] extends Texts ? string : LocaleTree<T[K]> };

/** A group of texts in every language, added to the text store when the first module showing them loads. */
export type TextGroup = Record<Locale, TextTree>;

/** The texts of `leaves` in `locale`, with the same keys (a leaf without it is left out: see texts.test.ts). */
export const localeTree = <T extends TextLeaves>(leaves: T, locale: Locale): LocaleTree<T> =>
  leafTree(leaves, locale) as LocaleTree<T>;

/**
 * Declares a text group, each text in every language (checked by the compiler), as the store takes it. In
 * development and tests (dropped from the build), a leaf keyed by anything but a locale throws.
 */
export function textGroup(leaves: TextLeaves): TextGroup {
  if (import.meta.env?.DEV) {
    const foreign = foreignLocales(leaves, new Set(LOCALES));
    if (foreign.length) throw new Error(`not a locale: ${foreign.join("; ")}`);
  }
  return Object.fromEntries(LOCALES.map((locale) => [locale, localeTree(leaves, locale)])) as TextGroup;
}
