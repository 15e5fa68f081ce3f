import type { Locale } from "@roster/contract";
import { interpolate } from "@roster/contract/i18n/texts";
import type { TextTree } from "./texts";

// The client's own translation store (in place of i18next): texts per locale as nested objects, `t` with
// `{name}` placeholders (the server's syntax, filled by the one `interpolate` of @roster/contract/i18n/texts),
// English then the key itself as fallbacks, and languages loaded on demand.

/** What `t` accepts besides the key: the `{name}` values, a text for a missing key, another locale. */
export interface TOptions {
  /** The text (interpolated too) when the key has none in the locale nor in the fallback. */
  defaultValue?: string;
  /** Translate in this locale rather than the current one. */
  lng?: Locale;
  [name: string]: string | number | null | undefined;
}

/**
 * Translates a key (`group.sub.key`): the locale's text, else the fallback's, else `defaultValue`, else the
 * key itself. Given several keys, the first that has a text (the last key if none has).
 */
export type TFunction = (key: string | readonly string[], options?: TOptions) => string;

export interface I18n {
  /** The language in use (its texts are loaded). */
  readonly language: Locale;
  /** Translates in the language in use (at call time). */
  readonly t: TFunction;
  /** Translates in `locale` always; the same function for the same locale. */
  getFixedT(locale: Locale): TFunction;
  /**
   * Makes `locale` the language in use: at once if its texts are loaded, else once they are (unless another
   * switch was asked meanwhile: the last one wins). Rejects, switching nothing, if they cannot be loaded.
   */
  changeLanguage(locale: Locale): Promise<void>;
  /** Loads `locale`'s start-up texts, once (concurrent calls share one load). */
  loadLanguage(locale: Locale): Promise<void>;
  /** Whether `locale`'s start-up texts are loaded. */
  isLoaded(locale: Locale): boolean;
  /**
   * Merges texts into their locales (deeply; a text given again replaces the one before), then notifies
   * once if that can change a text already given out: one replaced, or one asked for and missing before.
   */
  addTexts(texts: Partial<Record<Locale, TextTree>>): void;
  /** Calls `listener` after each change of language or of texts; returns the unsubscription. */
  subscribe(listener: () => void): () => void;
  /** A number that changes with every change of language or of texts (a snapshot for useSyncExternalStore). */
  version(): number;
}

export interface I18nOptions {
  /** The language whose texts are always there and stand in for a missing text. */
  fallback: Locale;
  /** The fallback's texts (bundled). */
  texts: TextTree;
  /** Fetches another locale's start-up texts (a dynamic import). */
  load: (locale: Locale) => Promise<TextTree>;
}

/** The text at a dotted key path, if it is a string. */
function lookUp(tree: TextTree | undefined, key: string): string | undefined {
  let node: string | TextTree | undefined = tree;
  for (const part of key.split(".")) {
    if (node === undefined || typeof node === "string") return undefined;
    node = Object.hasOwn(node, part) ? node[part] : undefined;
  }
  return typeof node === "string" ? node : undefined;
}

/**
 * Copies `from` into `into` (nested objects merged, strings replaced); `from` is never shared nor changed.
 * True when a text that was there before now reads differently.
 */
function merge(into: TextTree, from: TextTree): boolean {
  let replaced = false;
  for (const [key, value] of Object.entries(from)) {
    const current = into[key];
    if (typeof value === "string") {
      replaced ||= typeof current === "string" && current !== value;
      into[key] = value;
    } else {
      const tree = typeof current === "object" ? current : {};
      replaced = merge(tree, value) || replaced;
      into[key] = tree;
    }
  }
  return replaced;
}

/** A translation store. */
export function createI18n({ fallback, texts, load }: I18nOptions): I18n {
  const first: TextTree = {};
  merge(first, texts);
  const store = new Map<Locale, TextTree>([[fallback, first]]);
  const loaded = new Map<Locale, Promise<void>>([[fallback, Promise.resolve()]]);
  const done = new Set<Locale>([fallback]);
  const fixed = new Map<Locale, TFunction>();
  const listeners = new Set<() => void>();
  let language = fallback;
  let changes = 0;
  let lastSwitch = 0;
  // A text was asked for and missing since the last change: adding texts may change what is on screen.
  let missed = false;

  const notify = () => {
    changes += 1;
    missed = false;
    for (const listener of [...listeners]) listener();
  };

  const translate = (locale: Locale, key: string | readonly string[], options?: TOptions): string => {
    const keys = typeof key === "string" ? [key] : key;
    const own = store.get(options?.lng ?? locale);
    let text = options?.defaultValue;
    for (const k of keys) {
      const found = lookUp(own, k) ?? lookUp(store.get(fallback), k);
      if (found !== undefined) {
        text = found;
        break;
      }
    }
    if (text === undefined || text === options?.defaultValue) missed = true;
    return text === undefined ? (keys.at(-1) ?? "") : options ? interpolate(text, options) : text;
  };

  /** Adds texts to a language; true when that may change a text already shown. */
  const addTexts = (locale: Locale, more: TextTree): boolean => {
    const tree = store.get(locale) ?? {};
    store.set(locale, tree);
    return merge(tree, more);
  };

  const loadLanguage = (locale: Locale): Promise<void> => {
    let loading = loaded.get(locale);
    if (!loading) {
      loading = load(locale).then(
        (startUp) => {
          addTexts(locale, startUp);
          done.add(locale);
          notify();
        },
        (error: unknown) => {
          loaded.delete(locale); // a later call tries again (a failed network request)
          throw error;
        },
      );
      loaded.set(locale, loading);
    }
    return loading;
  };

  const getFixedT = (locale: Locale): TFunction => {
    let t = fixed.get(locale);
    if (!t) {
      t = (key, options) => translate(locale, key, options);
      fixed.set(locale, t);
    }
    return t;
  };

  return {
    get language() {
      return language;
    },
    t: (key, options) => translate(language, key, options),
    getFixedT,
    loadLanguage,
    isLoaded: (locale) => done.has(locale),
    changeLanguage(locale) {
      const ticket = ++lastSwitch;
      const apply = () => {
        if (ticket !== lastSwitch || locale === language) return;
        language = locale;
        notify();
      };
      // A loaded language switches at once (no render in between); another once its texts are here.
      if (done.has(locale)) return Promise.resolve(apply());
      return loadLanguage(locale).then(apply);
    },
    addTexts(byLocale) {
      let replaced = false;
      for (const [locale, more] of Object.entries(byLocale) as Array<[Locale, TextTree | undefined]>)
        if (more) replaced = addTexts(locale, more) || replaced;
      // A page's group arrives with its code, before the page renders: nothing on screen asked for its
      // texts yet, so nothing re-renders (every component that reads texts did, at once, before).
      if (replaced || missed) notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => changes,
  };
}
