import ts from "typescript";
import { describe, expect, it } from "vitest";

// The direction of imports in the web client (features/README.md):
//   app -> pages -> features -> store -> lib, i18n, config
// A layer imports only layers to its right; features import each other without circles (checked by
// scripts/check-cycles.mjs). Tests and their helpers (src/test) may import anything.
const SOURCES = import.meta.glob<string>(["./**/*.{ts,tsx}", "!./**/*.test.{ts,tsx}", "!./test/**"], {
  query: "?raw",
  import: "default",
  eager: true,
});

/** The folders each top folder may not import. */
const FORBIDDEN: Record<string, string[]> = {
  lib: ["store", "features", "pages", "app"],
  i18n: ["store", "features", "pages", "app"],
  store: ["features", "pages", "app"],
  features: ["pages", "app"],
  pages: ["app"],
};

/** The top folder of a path relative to src (`./lib/request/x.ts` -> `lib`). */
const topOf = (file: string): string => file.replace(/^\.\//, "").split("/")[0] ?? "";

/** Every relative import of `file` as a path relative to src, including dynamic imports and CSS. */
function importsOf(file: string, source: string): string[] {
  const dir = file.split("/").slice(0, -1);
  return ts.preProcessFile(source, true, true).importedFiles.flatMap(({ fileName }) => {
    if (!fileName.startsWith(".")) return [];
    const parts = [...dir];
    for (const part of fileName.split("/")) {
      if (part === "..") parts.pop();
      else if (part !== ".") parts.push(part);
    }
    return [parts.join("/")];
  });
}

describe("the layers of the web client", () => {
  it("resolve imports against src", () => {
    expect(importsOf("./features/auth/x.ts", 'import a from "../../lib/y";\nimport("./z");')).toEqual([
      "./lib/y",
      "./features/auth/z",
    ]);
  });

  it("import only downwards", () => {
    const wrong = Object.entries(SOURCES).flatMap(([file, source]) => {
      const forbidden = FORBIDDEN[topOf(file)] ?? [];
      return importsOf(file, source)
        .filter((target) => forbidden.includes(topOf(target)))
        .map((target) => `${file} -> ${target}`);
    });
    expect(wrong).toEqual([]);
  });
});
