import { describe, expect, it } from "vitest";
import { CATALOGUE, catalogueText } from "./catalogue.js";
import {
  defineTexts,
  LOCALES,
  type Locale,
  localize,
  normalizeLocale,
  requestLocale,
  type Texts,
} from "./texts.js";

/** `{name}` placeholders and printf-style `%s` / `%d` of a text, sorted. */
const placeholders = (text: string): string[] => (text.match(/\{\w+\}|%[sd]/g) ?? []).sort();

/** Every text of the catalogue as `section.key`, with its texts by locale (as data: no type guarantees). */
const entries = Object.entries(CATALOGUE).flatMap(([section, table]) =>
  Object.entries(table as Record<string, Record<string, unknown>>).map(
    ([key, texts]) => [`${section}.${key}`, texts] as const,
  ),
);

describe("the message catalogue", () => {
  it("has a non-empty text in every locale for every key", () => {
    const missing = entries.flatMap(([id, texts]) =>
      LOCALES.filter((locale) => {
        const text = texts[locale];
        return typeof text !== "string" || text.trim() === "";
      }).map((locale) => `${id} ${locale}`),
    );
    expect(missing).toEqual([]);
  });

  it("has no text in a locale that is not in LOCALES", () => {
    const strays = entries.flatMap(([id, texts]) =>
      Object.keys(texts)
        .filter((locale) => !(LOCALES as readonly string[]).includes(locale))
        .map((locale) => `${id} ${locale}`),
    );
    expect(strays).toEqual([]);
  });

  it("uses the same placeholders in every locale of a key", () => {
    const mismatched = entries.flatMap(([id, texts]) => {
      const english = placeholders(String(texts.en));
      return LOCALES.filter((locale) => {
        const own = placeholders(String(texts[locale] ?? ""));
        return own.join() !== english.join();
      }).map((locale) => `${id} ${locale}: ${placeholders(String(texts[locale]))} vs en ${english}`);
    });
    expect(mismatched).toEqual([]);
  });

  it("counts its texts: the same number in every locale", () => {
    const perLocale = LOCALES.map((locale) => entries.filter(([, texts]) => texts[locale]).length);
    expect(new Set(perLocale).size).toBe(1);
    expect(perLocale[0]).toBeGreaterThan(250);
  });

  it("finds placeholders of both styles, so that the check above can fail", () => {
    expect(placeholders("{field} must be at most {max} (%s)")).toEqual(["%s", "{field}", "{max}"]);
    expect(placeholders("没有占位符")).toEqual([]);
  });
});

describe("catalogueText", () => {
  it("says a text of any section in the asked locale, placeholders filled", () => {
    expect(catalogueText("success", "loggedIn", "zh-Hant")).toBe("登入成功");
    expect(catalogueText("auditTitles", "userAdd", "en")).toBe("Add user");
    expect(catalogueText("errors", "notFound", "en", { url: "x/y" })).toBe("not found【x/y】");
    expect(catalogueText("codeTexts", "mobileNickname", "zh-Hans", { tail: "1234" })).toBe(
      "手机尾号1234用户",
    );
    expect(catalogueText("errors", "passwordError", "es")).toBe("Contraseña incorrecta");
    expect(catalogueText("errors", "passwordError", "fr")).toBe("Mot de passe incorrect");
    expect(catalogueText("errors", "notFound", "fr", { url: "x/y" })).toBe("introuvable【x/y】");
  });

  it("falls back to English when the locale's text is missing or empty", () => {
    // A locale added to LOCALES before its translations: the texts lack it at run time.
    const partial = { "zh-Hans": "", en: "Hello {name}" } as unknown as Texts;
    expect(localize(partial, "zh-Hans", { name: "Ada" })).toBe("Hello Ada");
    expect(localize(partial, "zh-Hant")).toBe("Hello {name}");
    expect(localize(partial, "fr")).toBe("Hello {name}");
    expect(
      localize({ "zh-Hans": "你好", "zh-Hant": "你好", en: "Hello", es: "Hola", fr: "Bonjour" }, "zh-Hans"),
    ).toBe("你好");
  });

  it("rejects, at compile time, a text without every locale", () => {
    // @ts-expect-error: zh-Hant is missing
    const incomplete = defineTexts({ hello: { "zh-Hans": "你好", en: "Hello" } });
    expect(incomplete).toEqual({ hello: { "zh-Hans": "你好", en: "Hello" } });
  });

  it.each([
    ["zh-CN", "zh-Hans"],
    ["zh_TW", "zh-Hant"],
    ["en-GB", "en"],
    ["fr-FR", "fr"],
    ["fr_CA", "fr"],
    ["FR", "fr"],
    ["es-ES", "es"],
    ["es-419", "es"],
    ["es_MX", "es"],
    ["de-DE", "en"],
    ["", "en"],
  ] as const)("normalizes the client's locale %s to %s", (input, locale: Locale) => {
    expect(normalizeLocale(input)).toBe(locale);
  });
});

describe("requestLocale", () => {
  it.each([
    ["fr-CA", "es-MX,es;q=0.9", "fr"],
    ["", "es-MX,es;q=0.9,en;q=0.5", "es"],
    ["", "de-DE,de;q=0.9,fr-FR;q=0.8,en;q=0.5", "fr"],
    ["", "en;q=0.4, fr;q=0.7, es;q=0.6", "fr"],
    ["", "zh-TW,zh;q=0.9", "zh-Hant"],
    ["", "de-DE, ja;q=0.9, *;q=0.1", "en"],
    ["", "fr;q=0", "en"],
    [undefined, undefined, "en"],
  ] as const)("reads vk-locale %j, else Accept-Language %j, as %s", (vk, accept, locale: Locale) => {
    expect(requestLocale(vk, accept)).toBe(locale);
  });
});
