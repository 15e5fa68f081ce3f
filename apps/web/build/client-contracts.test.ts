import ts from "typescript";
import { describe, expect, it } from "vitest";
import { withoutSchemas } from "./client-contracts";

const ROUTES = import.meta.glob<string>("../../../packages/contract/src/routes/**/*.ts", {
  query: "?raw",
  import: "default",
  eager: true,
});
const route = (file: string): string => {
  const source = ROUTES[`../../../packages/contract/src/routes/${file}`];
  if (source === undefined) throw new Error(`no route file ${file}`);
  return source;
};

/** The exported names and the import specifiers of a module. */
function shape(code: string) {
  const file = ts.createSourceFile("out.js", code, ts.ScriptTarget.Latest);
  const exported: string[] = [];
  const imports: string[] = [];
  for (const statement of file.statements) {
    if (ts.isImportDeclaration(statement)) imports.push((statement.moduleSpecifier as ts.StringLiteral).text);
    if (ts.isVariableStatement(statement))
      for (const d of statement.declarationList.declarations) exported.push(d.name.getText(file));
    if (
      ts.isExportDeclaration(statement) &&
      statement.exportClause &&
      ts.isNamedExports(statement.exportClause)
    )
      exported.push(...statement.exportClause.elements.map((e) => e.name.text));
  }
  return { exported, imports };
}

describe("route contracts without their schemas", () => {
  it("keep the contract's path and drop its input, output and zod", () => {
    const code = withoutSchemas(route("user/pub/login.ts"), "login.ts");
    expect(code).toContain('path: "user/pub/login"');
    expect(code).not.toMatch(/\binput\b|\boutput\b|zod|Schema/);
    expect(shape(code)).toEqual({ exported: ["login"], imports: ["../../define.js"] });
  });

  it("keep a socket route's socket object but not the schemas of its messages", () => {
    const code = withoutSchemas(route("template/websocket/kh/chat.ts"), "chat.ts");
    expect(code).toContain('path: "template/websocket/kh/chat"');
    expect(code).toMatch(/socket: \{\s*\}/);
    expect(code).not.toMatch(/zod|chatAuthor|socketConnected|discriminatedUnion/);
    expect(shape(code)).toEqual({ exported: ["chat"], imports: ["../../../define.js"] });
  });

  it("drop the other schemas a route file declares", () => {
    const code = withoutSchemas(route("user/sys/getOutbox.ts"), "getOutbox.ts");
    expect(shape(code).exported).toEqual(["getOutbox"]);
    expect(code).not.toMatch(/zod|outboxRowSchema/);
  });

  it("keep the index's imports and re-exports but not its map of contracts", () => {
    const code = withoutSchemas(route("index.ts"), "index.ts");
    const { exported, imports } = shape(code);
    expect(exported).toContain("login");
    expect(exported).toContain("adminUserGetList");
    expect(exported).not.toContain("CONTRACTS");
    expect(imports).toContain("./user/pub/login.js");
    expect(code).toContain('export * from "./define.js"');
  });

  it("leave no route file needing zod", () => {
    const needZod = Object.entries(ROUTES)
      .filter(([file]) => !file.endsWith("/define.ts"))
      .filter(([file, source]) => /from\s*["']zod["']/.test(withoutSchemas(source, file)));
    expect(needZod.map(([file]) => file)).toEqual([]);
  });
});
