import type { Locale } from "@roster/contract";
import { describe, expect, it, vi } from "vitest";
import { createI18n } from "./core";
import type { TextTree } from "./texts";

const EN = {
  greeting: { hello: "Hello {name}", twice: "{name} and {name}", bye: "Bye" },
  count: "{count} files",
  onlyEnglish: "Only in English",
  empty: "",
};
const FR = { greeting: { hello: "Bonjour {name}", twice: "{name} et {name}", bye: "Au revoir" } };

/** A loader whose loads the test resolves or rejects by hand. */
function manualLoader() {
  const pending: Array<{ locale: Locale; resolve: (t: TextTree) => void; reject: (e: Error) => void }> = [];
  const load = vi.fn(
    (locale: Locale) =>
      new Promise<TextTree>((resolve, reject) => {
        pending.push({ locale, resolve, reject });
      }),
  );
  const settle = (locale: Locale) => {
    const index = pending.findIndex((p) => p.locale === locale);
    if (index < 0) throw new Error(`no load of ${locale} pending`);
    return pending.splice(index, 1)[0]!;
  };
  return { load, settle };
}

const store = (load: (locale: Locale) => Promise<TextTree> = async () => FR) =>
  createI18n({ fallback: "en", texts: EN, load });

describe("t", () => {
  it("replaces every {name} (the server's syntax), numbers written out", () => {
    const { t } = store();
    expect(t("greeting.hello", { name: "Ada" })).toBe("Hello Ada");
    expect(t("greeting.twice", { name: "Ada" })).toBe("Ada and Ada");
    expect(t("count", { count: 3 })).toBe("3 files");
    expect(t("count", { count: 0 })).toBe("0 files");
  });

  it("leaves a placeholder it was given no value for, empties one given as undefined or null", () => {
    const { t } = store();
    expect(t("greeting.hello")).toBe("Hello {name}");
    expect(t("greeting.hello", { other: "x" })).toBe("Hello {name}");
    expect(t("greeting.hello", { name: undefined })).toBe("Hello ");
    expect(t("greeting.hello", { name: null })).toBe("Hello ");
  });

  it("does not read a value as a placeholder (one pass, nothing escaped)", () => {
    const { t } = store();
    expect(t("greeting.hello", { name: "{name} <b>&" })).toBe("Hello {name} <b>&");
  });

  it("finds nested keys by their dotted path, an empty text included", () => {
    const { t } = store();
    expect(t("greeting.bye")).toBe("Bye");
    expect(t("empty")).toBe("");
  });

  it("shows the key itself when no language has it, also for a group rather than a text", () => {
    const { t } = store();
    expect(t("greeting.nope")).toBe("greeting.nope");
    expect(t("nope.deeper.still")).toBe("nope.deeper.still");
    expect(t("greeting")).toBe("greeting");
    expect(t("greeting.hello.more")).toBe("greeting.hello.more");
    expect(t("toString")).toBe("toString");
  });

  it("uses defaultValue (interpolated) only for a key without a text", () => {
    const { t } = store();
    expect(t("platforms.mp-weixin", { defaultValue: "mp-weixin" })).toBe("mp-weixin");
    expect(t("nope", { defaultValue: "Hi {name}", name: "Ada" })).toBe("Hi Ada");
    expect(t("greeting.bye", { defaultValue: "unused" })).toBe("Bye");
  });

  it("given several keys, says the first that has a text, else shows the last key", () => {
    const { t } = store();
    expect(t(["greeting.nope", "greeting.bye"])).toBe("Bye");
    expect(t(["greeting.bye", "greeting.hello"])).toBe("Bye");
    expect(t(["a.nope", "b.nope"])).toBe("b.nope");
  });
});

describe("the languages", () => {
  it("fall back to English for a text a language lacks, then to the key", async () => {
    const i18n = store();
    await i18n.changeLanguage("fr");
    expect(i18n.language).toBe("fr");
    expect(i18n.t("greeting.hello", { name: "Ada" })).toBe("Bonjour Ada");
    expect(i18n.t("onlyEnglish")).toBe("Only in English");
    expect(i18n.t("nope.key")).toBe("nope.key");
  });

  it("translate in another loaded language on demand (lng, getFixedT: one function per language)", async () => {
    const i18n = store();
    await i18n.loadLanguage("fr");
    expect(i18n.language).toBe("en");
    expect(i18n.t("greeting.bye", { lng: "fr" })).toBe("Au revoir");
    expect(i18n.getFixedT("fr")("greeting.bye")).toBe("Au revoir");
    expect(i18n.getFixedT("en")("greeting.bye")).toBe("Bye");
    expect(i18n.getFixedT("fr")).toBe(i18n.getFixedT("fr"));
    expect(i18n.getFixedT("fr")).not.toBe(i18n.getFixedT("en"));
  });

  it("switch only once the language's texts are loaded, and load them once", async () => {
    const { load, settle } = manualLoader();
    const i18n = store(load);
    const changed = vi.fn();
    i18n.subscribe(changed);
    const switching = i18n.changeLanguage("fr");
    const again = i18n.loadLanguage("fr");
    expect(load).toHaveBeenCalledTimes(1);
    expect(i18n.isLoaded("fr")).toBe(false);
    expect(i18n.language).toBe("en");
    expect(i18n.t("greeting.bye")).toBe("Bye");
    expect(changed).not.toHaveBeenCalled();

    settle("fr").resolve(FR);
    await switching;
    await again;
    expect(i18n.isLoaded("fr")).toBe(true);
    expect(i18n.language).toBe("fr");
    expect(i18n.t("greeting.bye")).toBe("Au revoir");
    expect(changed).toHaveBeenCalled();
    await i18n.changeLanguage("en");
    await i18n.changeLanguage("fr");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("switch a loaded language at once, without waiting for a promise", () => {
    const i18n = store();
    void i18n.changeLanguage("en");
    expect(i18n.language).toBe("en");
  });

  it("keep the language when its texts cannot be loaded, and try again on the next switch", async () => {
    const { load, settle } = manualLoader();
    const i18n = store(load);
    const failing = i18n.changeLanguage("fr");
    settle("fr").reject(new Error("offline"));
    await expect(failing).rejects.toThrow("offline");
    expect(i18n.language).toBe("en");
    expect(i18n.isLoaded("fr")).toBe(false);

    const retry = i18n.changeLanguage("fr");
    expect(load).toHaveBeenCalledTimes(2);
    settle("fr").resolve(FR);
    await retry;
    expect(i18n.language).toBe("fr");
  });

  it("end in the language asked last, whichever loads first", async () => {
    const { load, settle } = manualLoader();
    const i18n = store(load);
    const french = i18n.changeLanguage("fr");
    const spanish = i18n.changeLanguage("es");
    settle("es").resolve({ greeting: { bye: "Adiós" } });
    await spanish;
    settle("fr").resolve(FR);
    await french;
    expect(i18n.language).toBe("es");
    expect(i18n.t("greeting.bye")).toBe("Adiós");
  });
});

describe("added texts", () => {
  it("merge into each language deeply (a text given again replaces it), without changing what was given", async () => {
    const i18n = store();
    await i18n.loadLanguage("fr");
    const group = { en: { extra: { a: "A" } }, fr: { extra: { a: "A fr" }, greeting: { bye: "Salut" } } };
    i18n.addTexts(group);
    i18n.addTexts({ en: { extra: { b: "B" } } });
    expect(i18n.t("extra.a")).toBe("A");
    expect(i18n.t("extra.b")).toBe("B");
    expect(i18n.getFixedT("fr")("extra.a")).toBe("A fr");
    expect(i18n.getFixedT("fr")("greeting.bye")).toBe("Salut");
    expect(i18n.getFixedT("fr")("greeting.hello", { name: "Ada" })).toBe("Bonjour Ada");
    expect(group.en).toEqual({ extra: { a: "A" } });
    expect(EN).not.toHaveProperty("extra");
    expect(FR.greeting.bye).toBe("Au revoir");
  });

  it("of a language not loaded yet stay when its start-up texts arrive", async () => {
    const i18n = store();
    i18n.addTexts({ fr: { extra: { a: "A fr" } } });
    expect(i18n.isLoaded("fr")).toBe(false);
    await i18n.changeLanguage("fr");
    expect(i18n.t("extra.a")).toBe("A fr");
    expect(i18n.t("greeting.bye")).toBe("Au revoir");
  });

  it("tell the subscribers once when they can change a text given out, until they unsubscribe", () => {
    const i18n = store();
    const changed = vi.fn();
    const stop = i18n.subscribe(changed);
    const before = i18n.version();
    // A page's group arriving before anything asked for its texts: nothing on screen can change.
    i18n.addTexts({ en: { group: { title: "Title" } } });
    expect(changed).not.toHaveBeenCalled();
    expect(i18n.version()).toBe(before);
    // A text asked for while missing (the key was shown), then added: once per call.
    expect(i18n.t("x")).toBe("x");
    i18n.addTexts({ en: { x: "X" }, fr: { x: "X" } });
    expect(changed).toHaveBeenCalledTimes(1);
    expect(i18n.version()).not.toBe(before);
    // A text given again, the same or changed.
    i18n.addTexts({ en: { x: "X" } });
    expect(changed).toHaveBeenCalledTimes(1);
    i18n.addTexts({ en: { group: { title: "New title" } } });
    expect(changed).toHaveBeenCalledTimes(2);
    expect(i18n.t("x", { defaultValue: "fallback" })).toBe("X");
    expect(i18n.t("y", { defaultValue: "fallback" })).toBe("fallback");
    stop();
    i18n.addTexts({ en: { y: "Y" } });
    expect(changed).toHaveBeenCalledTimes(2);
  });
});
