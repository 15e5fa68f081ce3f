/**
 * One-off codemod (run once with `npx tsx scripts/texts-to-leaves.ts`): rewrites the web's text groups
 * (apps/web/src/i18n/groups/*.ts, `textGroup({ en: {tree}, es: {tree}, ... })`) and the per-locale start-up
 * texts (apps/web/src/i18n/locales/*.ts) into the leaf format: one tree whose every leaf holds the text in
 * the five languages. Keys, their order and every string are taken from the modules themselves (their
 * values, not their source), the comments of the English tree are kept at their key.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import ts from "typescript";

const ORDER = ["en", "es", "fr", "zh-Hans", "zh-Hant"] as const;
type Tree = { [key: string]: string | Tree };

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const i18n = join(root, "apps/web/src/i18n");

const isIdentifier = (key: string) => /^[A-Za-z_$][\w$]*$/.test(key);
const keyText = (key: string) => (isIdentifier(key) ? key : JSON.stringify(key));

/** The leading comments of every property of an object literal, by dotted key path. */
function comments(source: string, node: ts.ObjectLiteralExpression, prefix = "", found = new Map()) {
  for (const prop of node.properties) {
    if (!ts.isPropertyAssignment(prop)) throw new Error(`not a plain property at ${prefix}`);
    const name = ts.isIdentifier(prop.name) || ts.isStringLiteral(prop.name) ? prop.name.text : undefined;
    if (name === undefined) throw new Error(`computed key at ${prefix}`);
    const path = prefix ? `${prefix}.${name}` : name;
    const ranges = ts.getLeadingCommentRanges(source, prop.getFullStart()) ?? [];
    if (ranges.length) found.set(path, ranges.map((r) => source.slice(r.pos, r.end)).join("\n"));
    if (ts.isObjectLiteralExpression(prop.initializer)) comments(source, prop.initializer, path, found);
  }
  return found;
}

function leaves(tree: Tree, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [`${prefix}${key}`] : leaves(value, `${prefix}${key}.`),
  );
}

const at = (tree: Tree, path: string[]): string | Tree | undefined =>
  path.reduce<string | Tree | undefined>(
    (node, key) => (typeof node === "object" ? node[key] : undefined),
    tree,
  );

/** The leaf-format source of one group given per locale (keys and order of English). */
function leafSource(group: Record<string, Tree>, notes: Map<string, string>): string {
  for (const locale of ORDER) {
    if (!group[locale]) throw new Error(`no ${locale}`);
    const english = new Set(leaves(group.en as Tree));
    const own = leaves(group[locale] as Tree);
    const extra = own.filter((key) => !english.has(key));
    if (extra.length || own.length !== english.size) throw new Error(`${locale} differs: ${extra}`);
  }
  const write = (tree: Tree, path: string[]): string => {
    const lines = Object.entries(tree).map(([key, value]) => {
      const here = [...path, key];
      const note = notes.get(here.join("."));
      const body =
        typeof value === "string"
          ? `{ ${ORDER.map((l) => `${keyText(l)}: ${JSON.stringify(at(group[l] as Tree, here))}`).join(", ")} }`
          : write(value, here);
      return `${note ? `${note}\n` : ""}${keyText(key)}: ${body},`;
    });
    return `{\n${lines.join("\n")}\n}`;
  };
  return write(group.en as Tree, []);
}

/** The object literal of `property` in `object`. */
function propertyObject(
  sf: ts.SourceFile,
  object: ts.ObjectLiteralExpression,
  property: string,
): ts.ObjectLiteralExpression {
  const prop = object.properties.find(
    (p) =>
      (ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p)) &&
      (p.name as ts.Identifier | ts.StringLiteral).text === property,
  );
  if (prop && ts.isPropertyAssignment(prop) && ts.isObjectLiteralExpression(prop.initializer))
    return prop.initializer;
  // `{ en, ... }`: the English tree is a constant of the file.
  let found: ts.ObjectLiteralExpression | undefined;
  if (prop)
    sf.forEachChild(function visit(node) {
      if (ts.isVariableDeclaration(node) && node.name.getText() === property && node.initializer)
        found = node.initializer as ts.ObjectLiteralExpression;
      node.forEachChild(visit);
    });
  if (!found) throw new Error(`no ${property}`);
  return found;
}

let entries = 0;

// The groups: each `textGroup({...})` call's argument is replaced.
for (const name of readdirSync(join(i18n, "groups"))) {
  const file = join(i18n, "groups", name);
  const source = readFileSync(file, "utf8");
  if (!source.includes("textGroup({")) continue;
  const module = (await import(pathToFileURL(file).href)) as Record<string, Record<string, Tree>>;
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const edits: Array<[number, number, string]> = [];
  let whole: string | undefined;
  for (const statement of sf.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const decl of statement.declarationList.declarations) {
      const call = decl.initializer;
      if (!call || !ts.isCallExpression(call) || call.expression.getText() !== "textGroup") continue;
      const arg = call.arguments[0];
      if (!arg || !ts.isObjectLiteralExpression(arg)) throw new Error(`${name}: not a literal`);
      const group = module[(decl.name as ts.Identifier).text] as Record<string, Tree>;
      entries += leaves(group.en as Tree).length * ORDER.length;
      const text = leafSource(group, comments(source, propertyObject(sf, arg, "en")));
      if (arg.properties.every(ts.isPropertyAssignment)) edits.push([arg.getStart(), arg.getEnd(), text]);
      else {
        // Locales written as constants of the file: the file becomes its imports and the one group.
        const imports = sf.statements.filter(ts.isImportDeclaration).map((i) => i.getText());
        const doc = source.slice(statement.getFullStart(), statement.getStart()).trim();
        const exported = `${doc}\nexport const ${decl.name.getText()} = textGroup(${text});\n`;
        whole = `${imports.join("\n").replace("type Mirror, ", "")}\n\n${exported}`;
      }
    }
  }
  let out = source;
  for (const [start, end, text] of edits.reverse()) out = out.slice(0, start) + text + out.slice(end);
  writeFileSync(file, whole ?? out);
}

// The start-up texts: the five locale files become one, start-up-texts.ts.
const EXPORTS = { en: "en", es: "es", fr: "fr", "zh-Hans": "zhHans", "zh-Hant": "zhHant" } as const;
const core: Record<string, Tree> = {};
for (const [locale, exported] of Object.entries(EXPORTS)) {
  const module = await import(pathToFileURL(join(i18n, "locales", `${locale}.ts`)).href);
  core[locale] = module[exported];
}
const enFile = join(i18n, "locales/en.ts");
const enSource = readFileSync(enFile, "utf8");
const enSf = ts.createSourceFile(enFile, enSource, ts.ScriptTarget.Latest, true);
let enObject: ts.ObjectLiteralExpression | undefined;
enSf.forEachChild(function visit(node) {
  if (ts.isVariableDeclaration(node) && node.name.getText() === "en" && node.initializer)
    enObject = node.initializer as ts.ObjectLiteralExpression;
  node.forEachChild(visit);
});
if (!enObject) throw new Error("no en");
entries += leaves(core.en as Tree).length * ORDER.length;
writeFileSync(
  join(i18n, "start-up-texts.ts"),
  `import type { TextLeaves } from "./texts";

/**
 * The start-up texts of the client (shown before any lazily loaded page registers its own), each in every
 * language. Never bundled as it is: the build serves one module per language (\`./start-up-texts?locale=es\`,
 * build/locale-texts.ts), so a page ships only the language it shows.
 */
export const startUpTexts = ${leafSource(core, comments(enSource, enObject))} satisfies TextLeaves;
`,
);
for (const locale of Object.keys(EXPORTS)) rmSync(join(i18n, "locales", `${locale}.ts`));
rmSync(join(i18n, "locales"), { recursive: true });
console.log(`${entries} (locale, key) entries rewritten`);
