import ts from "typescript";
import { describe, expect, it } from "vitest";

// The web client calls routes with their contracts (`callRoute(login, data)`); a route path written as a
// string (a `/pub/`, `/kh/` or `/sys/` segment) would bypass them. Tests and their helpers may.
const SOURCES = import.meta.glob<string>(["./**/*.{ts,tsx}", "!./**/*.test.{ts,tsx}", "!./test/**"], {
  query: "?raw",
  import: "default",
  eager: true,
});
const ROUTE_PATH = /[\w-]+\/(pub|kh|sys)\/[\w-]/;

/** The text of every string and template literal in `source` (comments are not literals). */
function literals(source: string, fileName: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) found.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe("route paths in the web client", () => {
  it("reads every source file", () => {
    expect(Object.keys(SOURCES).length).toBeGreaterThan(100);
    expect(Object.keys(SOURCES)).toContain("./lib/request/call-route.ts");
  });

  it("finds a route path in a string or template literal, not in a comment", () => {
    const sample = 'const a = "user/kh/getMenu"; // user/pub/login\nconst b = `admin/system/user/sys/add`;';
    expect(literals(sample, "sample.ts").filter((t) => ROUTE_PATH.test(t))).toEqual([
      "user/kh/getMenu",
      "admin/system/user/sys/add",
    ]);
  });

  it("appear in no string outside the contract package", () => {
    const offending = Object.entries(SOURCES).flatMap(([file, source]) =>
      literals(source, file)
        .filter((text) => ROUTE_PATH.test(text))
        .map((text) => `${file}: "${text}"`),
    );
    expect(offending).toEqual([]);
  });
});
