import type { Locale } from "@roster/contract";
import type { startUpTexts } from "./start-up-texts";
import english from "./start-up-texts?locale=en";
import type { LocaleTree, TextTree } from "./texts";

// The start-up texts (start-up-texts.ts, each text in every language) reach the bundle one language per
// module (build/locale-texts.ts): English in the first chunk, every other language a chunk of its own.

/** The start-up texts in one language. */
export type StartUpTexts = LocaleTree<typeof startUpTexts>;

/** The English start-up texts (the fallback language): always bundled. */
export const en = english as StartUpTexts;

/** The start-up texts of the languages other than English, each loaded when first needed. */
export const START_UP_TEXTS: Record<Exclude<Locale, "en">, () => Promise<TextTree>> = {
  es: () => import("./start-up-texts?locale=es").then((m) => m.default),
  fr: () => import("./start-up-texts?locale=fr").then((m) => m.default),
  "zh-Hans": () => import("./start-up-texts?locale=zh-Hans").then((m) => m.default),
  "zh-Hant": () => import("./start-up-texts?locale=zh-Hant").then((m) => m.default),
};
