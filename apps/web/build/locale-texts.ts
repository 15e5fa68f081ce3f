import { readFile } from "node:fs/promises";
import ts from "typescript";
import type { Plugin } from "vite";
// Relative, not the packages: the config runs in Node, which loads no TypeScript from node_modules.
import { LOCALES, type Locale } from "../../../packages/contract/src/i18n/texts";
import { foreignLocales, leafTree } from "../src/i18n/leaf-tree";

const LANGUAGES: ReadonlySet<string> = new Set(LOCALES);

/** `file.ts?locale=es`: the texts of a leaf-format file in one language. */
const LOCALE_QUERY = /^(?<file>[^?]+)\?locale=(?<locale>[\w-]+)$/;

/**
 * The one module of `file` (leaf-format texts: its only export a tree of `Texts`, its imports type-only)
 * in `locale`, as an ES module exporting that language's tree by default.
 */
export async function localeModule(file: string, locale: Locale): Promise<string> {
  const { outputText } = ts.transpileModule(await readFile(file, "utf8"), {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    fileName: file,
  });
  if (/^\s*import\s/m.test(outputText)) throw new Error(`${file}: texts may only import types`);
  const exports = (await import(
    `data:text/javascript;base64,${Buffer.from(outputText).toString("base64")}`
  )) as Record<string, object>;
  const [leaves, ...more] = Object.values(exports);
  if (!leaves || more.length) throw new Error(`${file}: export one tree of texts`);
  const foreign = foreignLocales(leaves, LANGUAGES);
  if (foreign.length) throw new Error(`${file}: not a locale: ${foreign.join("; ")}`);
  return `export default ${JSON.stringify(leafTree(leaves, locale))};\n`;
}

/**
 * Serves `import("./start-up-texts?locale=es")`: the texts of one language out of a file that holds each
 * text in every language, so the start-up texts are written once and still reach the browser one language
 * per chunk (the sign-in page ships only its own). Active in the build, the dev server and Vitest.
 */
export function localeTexts(): Plugin {
  let building = false;
  return {
    name: "roster-locale-texts",
    enforce: "pre",
    configResolved(config) {
      building = config.command === "build";
    },
    async load(id) {
      const match = LOCALE_QUERY.exec(id.replaceAll("\\", "/"));
      if (!match?.groups) return undefined;
      const { file, locale } = match.groups as { file: string; locale: string };
      if (!LANGUAGES.has(locale)) throw new Error(`${id}: ${locale} is not a locale`);
      this.addWatchFile(file);
      // A language's chunk is named after it (`fr-<hash>.js`), not after the file all languages share.
      if (building && locale !== "en") this.emitFile({ type: "chunk", id, name: locale });
      return { code: await localeModule(file, locale as Locale), map: null };
    },
  };
}
