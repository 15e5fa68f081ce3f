/**
 * Prints every (group, locale, key) -> text of the web's texts, one JSON line each, sorted: run before and
 * after a rewrite of the text files (`npx tsx scripts/texts-flat.ts > before.jsonl`) and diff the two.
 */
import { existsSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

type Tree = { [key: string]: string | Tree };
const i18n = join(dirname(fileURLToPath(import.meta.url)), "../apps/web/src/i18n");
const LOCALES = ["en", "es", "fr", "zh-Hans", "zh-Hant"];
const lines: string[] = [];
const flat = (group: string, locale: string, tree: Tree, prefix = "") => {
  for (const [key, value] of Object.entries(tree))
    if (typeof value === "string") lines.push(JSON.stringify([group, locale, `${prefix}${key}`, value]));
    else flat(group, locale, value, `${prefix}${key}.`);
};
const load = async (file: string) => (await import(pathToFileURL(file).href)) as Record<string, unknown>;

for (const name of readdirSync(join(i18n, "groups")).sort())
  for (const [exported, group] of Object.entries(await load(join(i18n, "groups", name))))
    for (const locale of LOCALES)
      flat(`${name}:${exported}`, locale, (group as Record<string, Tree>)[locale] as Tree);

if (existsSync(join(i18n, "locales/en.ts"))) {
  const names: Record<string, string> = { "zh-Hans": "zhHans", "zh-Hant": "zhHant" };
  for (const locale of LOCALES)
    flat(
      "start-up",
      locale,
      (await load(join(i18n, `locales/${locale}.ts`)))[names[locale] ?? locale] as Tree,
    );
} else {
  const { startUpTexts } = await load(join(i18n, "start-up-texts.ts"));
  const { leafTree: localeTree } = await load(join(i18n, "leaf-tree.ts"));
  for (const locale of LOCALES)
    flat("start-up", locale, (localeTree as (t: unknown, l: string) => Tree)(startUpTexts, locale));
}
process.stdout.write(`${lines.sort().join("\n")}\n`);
