import type { Locale } from "@roster/contract";
import type { TextTree } from "./texts";

// The client's own translation store (in place of i18next): texts per locale as nested objects, `t` with
// `{{name}}` interpolation, English then the key itself as fallbacks, and languages loaded on demand.

/** What `t` accepts besides the key: the `{{name}}` values, a text for a missing key, another locale. */
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
  /** Merges texts into their locales (deeply; a text given again replaces the one before), then notifies once. */
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

const PLACEHOLDER = /\{\{(.+?)\}\}/g;

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
 * `{{name}}` replaced by the option's value (as i18next does without escaping: one pass, so a value is
 * never read as a placeholder; null or a name given as undefined is empty; a name not given stays).
 */
function interpolate(text: string, options: TOptions | undefined): string {
  if (!options || !text.includes("{{")) return text;
  return text.replace(PLACEHOLDER, (whole, raw: string) => {
    const name = raw.trim();
    if (!Object.hasOwn(options, name)) return whole;
    const value = options[name];
    return value === undefined || value === null ? "" : String(value);
  });
}

/** Copies `from` into `into` (nested objects merged, strings replaced); `from` is never shared nor changed. */
function merge(into: TextTree, from: TextTree): TextTree {
  for (const [key, value] of Object.entries(from)) {
    const current = into[key];
    into[key] = typeof value === "string" ? value : merge(typeof current === "object" ? current : {}, value);
  }
  return into;
}

/** A translation store. */
export function createI18n({ fallback, texts, load }: I18nOptions): I18n {
  const store = new Map<Locale, TextTree>([[fallback, merge({}, texts)]]);
  const loaded = new Map<Locale, Promise<void>>([[fallback, Promise.resolve()]]);
  const done = new Set<Locale>([fallback]);
  const fixed = new Map<Locale, TFunction>();
  const listeners = new Set<() => void>();
  let language = fallback;
  let changes = 0;
  let lastSwitch = 0;

  const notify = () => {
    changes += 1;
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
    return text === undefined ? (keys.at(-1) ?? "") : interpolate(text, options);
  };

  const addTexts = (locale: Locale, more: TextTree) =>
    store.set(locale, merge(store.get(locale) ?? {}, more));

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
      for (const [locale, more] of Object.entries(byLocale) as Array<[Locale, TextTree | undefined]>)
        if (more) addTexts(locale, more);
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => changes,
  };
}
