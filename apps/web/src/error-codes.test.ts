import { CLIENT_CODES, ERRORS } from "@roster/contract";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// The web client reads the server's error codes by their catalogue names (`ERROR_CODES.menuExists` of
// @roster/contract/errors/codes, generated from the catalogue): a code written as a number here is a second
// copy of the catalogue that nothing keeps true. Tests and their helpers speak the wire, and may.
const SOURCES = import.meta.glob<string>(["./**/*.{ts,tsx}", "!./**/*.test.{ts,tsx}", "!./test/**"], {
  query: "?raw",
  import: "default",
  eager: true,
});

/**
 * The catalogue's codes and the login-required ones, from 1000 up: the smaller ones are HTTP statuses (400,
 * 404, 500) and everyday numbers as much as codes.
 */
const CODES: ReadonlySet<number> = new Set(
  [...Object.values(ERRORS).map((entry) => entry.code), ...CLIENT_CODES.loginRequired].filter(
    (code) => Math.abs(code) >= 1000,
  ),
);

/** The numeric literals of `source` that are error codes, with their lines (comments are not literals). */
function codeLiterals(source: string, fileName: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isNumericLiteral(node) && CODES.has(Number(node.text))) {
      const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
      found.push(`${fileName}:${line}: ${node.text}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe("error codes in the web client", () => {
  it("reads every source file", () => {
    expect(Object.keys(SOURCES).length).toBeGreaterThan(100);
    expect(Object.keys(SOURCES)).toContain("./features/admin/configs/menus.tsx");
  });

  it("finds a code written as a number, in an object key or a comparison, not in a comment or a text", () => {
    const sample = [
      "const fields = { 90103: 'menu_id' }; // 90110",
      "if (error.code === 30202) stop();",
      "const text = '91204'; const timeout = 60000;",
    ].join("\n");
    expect(codeLiterals(sample, "sample.ts")).toEqual(["sample.ts:1: 90103", "sample.ts:2: 30202"]);
  });

  it("are written by name, never as numbers, outside the contract package", () => {
    const offending = Object.entries(SOURCES).flatMap(([file, source]) => codeLiterals(source, file));
    expect(offending).toEqual([]);
  });
});
