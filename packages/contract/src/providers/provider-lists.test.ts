import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { SOCIAL_PROVIDER_IDS } from "./index.js";

/**
 * The providers are listed once, in their descriptors (issue 28.1): a list of three or more provider ids
 * spelled out anywhere else in the source of the three packages (an array, a union type, the keys of an
 * object or of a type) would be one more place to change when a provider is added, and one to forget.
 * Tests may spell them out (they assert on the wire); the exceptions below say why they must.
 */
const ROOT = join(import.meta.dirname, "../../../..");
const SOURCES = ["packages/contract/src", "apps/server/src", "apps/web/src"];
/** The descriptors themselves. */
const DESCRIPTORS = "packages/contract/src/providers/";
/** Files that must list providers, and why. */
const EXCEPTIONS: Record<string, string> = {
  // One protocol module and one settings entry per descriptor, keyed by id: the compiler asks for each
  // (a mapped type over the ids), so none is forgotten.
  "apps/server/src/providers/social/registry.ts": "the protocol modules",
  "apps/server/src/settings/social.ts": "the settings",
  // The web's texts per locale (its own text store until issue 28.4): a missing key fails the web's test.
  "apps/web/src/i18n/groups/social.ts": "the providers' names in the web's five locales",
  // The template's identity demo pages: one page each of upstream's template (not every provider), and
  // their texts.
  "apps/web/src/features/social/IdentityDemo.tsx": "the demo pages' sections",
  "apps/web/src/i18n/groups/social-pages.ts": "the demo pages' texts",
};
/**
 * Folders of another domain that names the same platforms: the open-API demo (template/openapi, issue 14)
 * checks content and sends messages on WeChat, QQ, Douyin and Alipay; these are platforms, not sign-in
 * providers, and none is added with a provider.
 */
const OTHER_DOMAINS = [
  "apps/web/src/features/openapi/",
  "apps/web/src/i18n/groups/openapi.ts",
  "apps/web/src/i18n/groups/template.ts",
];
const MIN = 3;

/** Every non-test TypeScript source file under `dir`, relative to the repository. */
function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => relative(ROOT, join(e.parentPath, e.name)))
    .filter((file) => !/\/test\//.test(file) && !file.includes("node_modules"));
}

const ids: ReadonlySet<string> = new Set(SOCIAL_PROVIDER_IDS);

/** The text of a property name (`weixin`, `"weixin"`), if it is written plainly. */
const nameText = (name: ts.PropertyName | undefined): string | undefined =>
  name && (ts.isIdentifier(name) || ts.isStringLiteral(name)) ? name.text : undefined;

/** The provider lists of `source`: each as the ids it names, with its line. */
export function providerLists(source: string, fileName: string): { line: number; ids: string[] }[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: { line: number; ids: string[] }[] = [];
  const note = (node: ts.Node, names: (string | undefined)[]) => {
    const named = [...new Set(names.filter((n): n is string => n !== undefined && ids.has(n)))];
    if (named.length >= MIN) {
      found.push({ line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1, ids: named });
    }
  };
  const visit = (node: ts.Node): void => {
    if (ts.isArrayLiteralExpression(node)) {
      note(
        node,
        node.elements.map((e) => (ts.isStringLiteralLike(e) ? e.text : undefined)),
      );
    } else if (ts.isUnionTypeNode(node)) {
      note(
        node,
        node.types.map((t) =>
          ts.isLiteralTypeNode(t) && ts.isStringLiteral(t.literal) ? t.literal.text : undefined,
        ),
      );
    } else if (ts.isObjectLiteralExpression(node)) {
      note(
        node,
        node.properties.map((p) => nameText(p.name)),
      );
    } else if (ts.isTypeLiteralNode(node) || ts.isInterfaceDeclaration(node)) {
      note(
        node,
        node.members.map((m) => nameText(m.name)),
      );
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe("the provider list", () => {
  it("is found in an array, a union, an object's keys and a type's keys", () => {
    const sample = [
      'const a = ["weixin", "qq", "alipay"];',
      'type B = "weixin" | "qq" | "douyin" | "password";',
      'const c = { weixin: "wx", qq: "qq", apple: "apple" };',
      "interface D { weixin: string; qq: string; huawei: string }",
      'const fine = ["weixin", "qq"]; type Fine = "apple" | "login";',
    ].join("\n");
    expect(providerLists(sample, "sample.ts").map((l) => l.line)).toEqual([1, 2, 3, 4]);
  });

  // It parses every source file of the three packages (about 1,700): seconds on a busy machine.
  it("is spelled out nowhere in the three packages but in the descriptors", { timeout: 60_000 }, () => {
    const files = SOURCES.flatMap(sources);
    expect(files.length).toBeGreaterThan(500);
    const offending = files
      .filter((file) => !file.startsWith(DESCRIPTORS) && !(file in EXCEPTIONS))
      .filter((file) => !OTHER_DOMAINS.some((other) => file.startsWith(other)))
      .flatMap((file) =>
        providerLists(readFileSync(join(ROOT, file), "utf8"), file).map(
          (l) => `${file}:${l.line}: ${l.ids.join(", ")}`,
        ),
      );
    expect(offending).toEqual([]);
  });

  it("has its exceptions still listing providers (an exception that no longer does goes)", () => {
    for (const file of Object.keys(EXCEPTIONS)) {
      expect(providerLists(readFileSync(join(ROOT, file), "utf8"), file), file).not.toEqual([]);
    }
  });
});
