import type { Locale } from "@roster/contract";

/** Texts by key: nested objects, strings at the leaves (a key is their dotted path: `group.sub.key`). */
export interface TextTree {
  [key: string]: string | TextTree;
}

/** The same keys as `T`, any strings: every language mirrors the English texts exactly. */
export type Mirror<T> = { [K in keyof T]: T[K] extends string ? string : Mirror<T[K]> };

/** A group of texts in every language, added to the text store when the first module showing them loads. */
export type TextGroup = Record<Locale, TextTree>;

/** Declares a text group: English, and the other languages with exactly its keys (checked by the compiler). */
export const textGroup = <T extends TextTree>(
  group: { en: T } & Record<Exclude<Locale, "en">, Mirror<NoInfer<T>>>,
): TextGroup => group;
