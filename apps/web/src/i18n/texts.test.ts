import { LOCALES, type Locale } from "@roster/contract";
import { PLACEHOLDER } from "@roster/contract/i18n/texts";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "./index";
import { en } from "./start-up";
import { startUpTexts } from "./start-up-texts";
import { localeTree, type TextGroup, type TextLeaves, textGroup } from "./texts";

// Every text group of the web client, in every language: the start-up texts and each group of groups/
// (found by file, so a new group is checked without listing it here).
const SOURCES = import.meta.glob<string>(["../**/*.{ts,tsx}", "!../**/*.test.{ts,tsx}", "!../test/**"], {
  query: "?raw",
  import: "default",
  eager: true,
});
// The groups of groups/, and those the admin console's entity configs carry (each entity's own texts).
const GROUP_FILES = import.meta.glob<Record<string, unknown>>(
  ["./groups/*.ts", "../features/admin/configs/*.tsx", "!../**/*.test.{ts,tsx}"],
  { eager: true },
);
/** A text group: a tree in every language (what textGroup gives), not another export of the file. */
const isGroup = (value: unknown): value is TextGroup =>
  typeof value === "object" &&
  value !== null &&
  LOCALES.every((locale) => typeof (value as Record<string, unknown>)[locale] === "object");
const GROUPS: Array<[string, TextGroup]> = [
  ["start-up (start-up-texts.ts)", textGroup(startUpTexts)],
  ...Object.entries(GROUP_FILES).flatMap(([file, exports]) =>
    Object.entries(exports)
      .filter((entry): entry is [string, TextGroup] => isGroup(entry[1]))
      .map(([name, group]): [string, TextGroup] => [`${name} (${file})`, group]),
  ),
];

/** Every key path of a text tree, with its text. */
function leaves(tree: unknown, prefix = ""): Array<[string, unknown]> {
  if (typeof tree !== "object" || tree === null) return [[prefix, tree]];
  return Object.entries(tree).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}
/** The `{name}` placeholders of a text (as `t` fills them in: `interpolate` of the contract), sorted. */
const placeholders = (text: unknown): string[] => (String(text).match(PLACEHOLDER) ?? []).sort();
/** A placeholder in another syntax (i18next's `{{name}}`, a template's `${name}`): `t` would not fill it. */
const FOREIGN_PLACEHOLDER = /\{\{\s*[\w.]+\s*\}\}|\$\{\s*\w+\s*\}/;
const keys = (tree: unknown) =>
  leaves(tree)
    .map(([key]) => key)
    .sort();

/** What is wrong with the translations of a group: by language and key, none when every language is whole. */
function translationProblems(group: TextGroup): string[] {
  const english = new Map(leaves(group.en));
  const problems: string[] = [];
  for (const locale of LOCALES as readonly Locale[]) {
    if (locale === "en") continue;
    if (!group[locale]) {
      problems.push(`${locale}: no texts`);
      continue;
    }
    const own = new Map(leaves(group[locale]));
    for (const [key, text] of english) {
      const translated = own.get(key);
      if (translated === undefined) problems.push(`${locale} ${key}: missing`);
      else if (typeof translated !== "string" || translated.trim() === "")
        problems.push(`${locale} ${key}: empty`);
      else if (FOREIGN_PLACEHOLDER.test(translated))
        problems.push(`${locale} ${key}: a placeholder not {name}`);
      else if (placeholders(translated).join() !== placeholders(text).join())
        problems.push(
          `${locale} ${key}: placeholders ${placeholders(translated)} instead of ${placeholders(text)}`,
        );
    }
    for (const key of own.keys()) if (!english.has(key)) problems.push(`${locale} ${key}: not in English`);
  }
  for (const [key, text] of english)
    if (FOREIGN_PLACEHOLDER.test(String(text))) problems.push(`en ${key}: a placeholder not {name}`);
  return problems.sort();
}

describe("the texts of the web client", () => {
  it("find every group", () => {
    expect(GROUPS.map(([name]) => name.split(" ")[0])).toEqual(
      expect.arrayContaining(["adminTexts", "codeTexts", "inviteTexts", "menuTexts", "validationGroup"]),
    );
  });

  it.each(GROUPS)("%s: every key in every language, non-empty, with the same {placeholders}", (_n, group) => {
    expect(keys(group.en).length).toBeGreaterThan(0);
    expect(translationProblems(group)).toEqual([]);
  });

  it("name a missing, empty or extra translation and a placeholder that differs (the check can fail)", () => {
    const good = { greeting: { hello: "Hello {name}", bye: "Bye", old: "Hi {{name}}" } };
    const broken = {
      en: good,
      "zh-Hans": { greeting: { hello: "你好 {name}", bye: "再见", old: "嗨 {{name}}" } },
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a template's placeholder, which the check names
      "zh-Hant": { greeting: { hello: "你好 {name}", bye: "再見", old: "嗨 ${name}" } },
      es: { greeting: { hello: "Hola {nombre}", bye: " ", old: "Hola {name}" } },
      fr: { greeting: { hello: "Bonjour {name}", extra: "En trop", old: "Salut {name}" } },
    } as unknown as TextGroup;
    expect(translationProblems(broken)).toEqual([
      "en greeting.old: a placeholder not {name}",
      "es greeting.bye: empty",
      "es greeting.hello: placeholders {nombre} instead of {name}",
      "fr greeting.bye: missing",
      "fr greeting.extra: not in English",
      "zh-Hans greeting.old: a placeholder not {name}",
      "zh-Hant greeting.old: a placeholder not {name}",
    ]);
    const { fr: _dropped, ...withoutFrench } = broken;
    expect(translationProblems(withoutFrench as TextGroup)).toContain("fr: no texts");
  });

  it("count the placeholders of a text, so that the check above can fail", () => {
    expect(placeholders("{total} of {count}, {count} again, { spaced }, {a.b}")).toEqual([
      "{count}",
      "{count}",
      "{total}",
    ]);
  });

  it("are offered in every language the switcher lists, each named in itself", () => {
    expect(LANGUAGES.map((l) => l.locale).sort()).toEqual([...LOCALES].sort());
    expect(LANGUAGES.map((l) => l.label)).toEqual(
      expect.arrayContaining(["English", "Español", "Français", "简体中文", "繁體中文"]),
    );
  });

  it("do not share a text between groups, nor make a text of one a subtree of another (a later group would replace it)", () => {
    // The store merges groups key by key (an entity config's `admin.role` joins the console's `admin`).
    const owners = new Map<string, string[]>();
    for (const [name, group] of GROUPS)
      for (const key of keys(group.en)) owners.set(key, [...(owners.get(key) ?? []), name]);
    expect([...owners].filter(([, names]) => names.length > 1)).toEqual([]);
    const texts = [...owners.keys()];
    expect(texts.filter((key) => texts.some((other) => other.startsWith(`${key}.`)))).toEqual([]);
  });

  it("find the entity configs' groups", () => {
    expect(GROUPS.map(([name]) => name.split(" ")[0])).toEqual(
      expect.arrayContaining([
        "userEntityTexts",
        "roleEntityTexts",
        "permissionEntityTexts",
        "menuEntityTexts",
        "logEntityTexts",
      ]),
    );
  });
});

describe("the leaf format", () => {
  it("is turned into one tree per language, with the keys of the leaves", () => {
    const group = textGroup({
      menu: { title: { en: "Menu", es: "Menú", fr: "Menu", "zh-Hans": "菜单", "zh-Hant": "選單" } },
      retry: { en: "Retry", es: "Reintentar", fr: "Réessayer", "zh-Hans": "重试", "zh-Hant": "重試" },
    });
    expect(group.es).toEqual({ menu: { title: "Menú" }, retry: "Reintentar" });
    expect(group["zh-Hant"]).toEqual({ menu: { title: "選單" }, retry: "重試" });
    expect(Object.keys(group).sort()).toEqual([...LOCALES].sort());
  });

  it("makes a missing language a type error where the text is written, and names it at run time", () => {
    // @ts-expect-error: no French
    const leaves: TextLeaves = { hello: { en: "Hello", es: "Hola", "zh-Hans": "你好", "zh-Hant": "你好" } };
    expect(translationProblems(textGroup(leaves))).toEqual(["fr hello: missing"]);
  });

  it("refuses a leaf keyed by something that is not a locale (its text would be lost)", () => {
    const leaves = { a: { hello: { en: "Hello", de: "Hallo" } } } as unknown as TextLeaves;
    expect(() => textGroup(leaves)).toThrow("not a locale: a.hello: de");
  });

  it("reaches the store per language through the build's ?locale= modules, English bundled", async () => {
    expect(en).toEqual(localeTree(startUpTexts, "en"));
    const spanish = await import("./start-up-texts?locale=es");
    expect(spanish.default).toEqual(localeTree(startUpTexts, "es"));
  });
});

describe("the text keys the sources use", () => {
  it("exist in English (so, by the checks above, in every language)", () => {
    const known = new Set(GROUPS.flatMap(([, group]) => keys(group.en)));
    const used = Object.entries(SOURCES).flatMap(([file, source]) =>
      [...source.matchAll(/\bt\(\s*"([A-Za-z]\w*(?:\.\w+)+)"/g)].map((m) => [file, m[1] as string]),
    );
    expect(used.length).toBeGreaterThan(100);
    expect(used.filter(([, key]) => !known.has(key as string))).toEqual([]);
  });

  it("exist when the admin console's configs name them (labels, titles, option lists: admin.role.role_id)", () => {
    // A text, or a group of texts (`admin.user.statuses`, whose options the config lists).
    const known = new Set(
      GROUPS.flatMap(([, group]) =>
        keys(group.en).flatMap((key) => key.split(".").map((_, i, parts) => parts.slice(0, i + 1).join("."))),
      ),
    );
    const named = Object.entries(SOURCES).flatMap(([file, source]) =>
      [...source.matchAll(/"(admin\.\w+(?:\.\w+)+)"/g)].map((m) => [file, m[1] as string]),
    );
    // A config may name a text of another group it relies on (`label: "profile.gender"`, a start-up text).
    const labelled = Object.entries(SOURCES)
      .filter(([file]) => file.includes("/admin/configs/"))
      .flatMap(([file, source]) =>
        [...source.matchAll(/(?:label: |keyedOptions\()"([A-Za-z]\w*(?:\.\w+)+)"/g)].map((m) => [
          file,
          m[1] as string,
        ]),
      );
    expect(labelled.map(([, key]) => key)).toEqual(
      expect.arrayContaining(["profile.gender", "luckyDraw.admin.prizes"]),
    );
    expect(labelled.filter(([, key]) => !known.has(key as string))).toEqual([]);
    expect(named.length).toBeGreaterThan(50);
    expect(named.filter(([, key]) => !known.has(key as string))).toEqual([]);
  });
});
