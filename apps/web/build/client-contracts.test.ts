import * as routes from "@roster/contract/routes";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { CLIENT_FIELDS, descriptorWithoutSchemas, withoutSchemas } from "./client-contracts";

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
  it("keep the contract's path and encrypted flag, and drop its schemas, other flags, errors and zod", () => {
    const code = withoutSchemas(route("user/pub/login.ts"), "login.ts");
    expect(code).toContain('path: "user/pub/login"');
    expect(code).toContain("encrypted: false");
    expect(code).not.toMatch(
      /\binput\b|\boutput\b|zod|Schema|errors|passwordError|refreshesUser|defineRoute/,
    );
    expect(shape(code)).toEqual({ exported: ["login"], imports: [] });
  });

  it("drop the imports that only the errors list needed", () => {
    const code = withoutSchemas(route("user/pub/loginBySms.ts"), "loginBySms.ts");
    expect(code).not.toMatch(/route-errors|VERIFY_CODE_ERRORS/);
    expect(shape(code).imports).toEqual([]);
  });

  it("refuse a contract whose client fields a spread might hide", () => {
    const source =
      'import { defineRoute } from "../define.js";\nexport const x = defineRoute({ path: "a/pub/x", ...FLAGS });';
    expect(() => withoutSchemas(source, "x.ts")).toThrow(/x\.ts: a contract spreads properties/);
  });

  it("give a contract that does not write encrypted its class default, false", () => {
    const source =
      'import { defineRoute } from "../define.js";\nexport const x = defineRoute({ path: "a/kh/x", input, output });';
    expect(withoutSchemas(source, "x.ts")).toContain("encrypted: false");
  });

  it("reach the web tests as plain {path, encrypted} objects, flags intact", () => {
    // At run time the client copies are plain objects; the type checker still sees whole contracts.
    const contracts = (Object.values(routes) as unknown[]).filter(
      (value): value is { path: string; encrypted: boolean } =>
        typeof value === "object" && value !== null && "path" in value,
    );
    expect(contracts.length).toBeGreaterThan(50);
    for (const contract of contracts)
      expect(Object.keys(contract), contract.path).toEqual([...CLIENT_FIELDS]);
    expect(routes.testEncryptRequest).toEqual({
      path: "template/test/pub/testEncryptRequest",
      encrypted: true,
    });
    expect(routes.login).toEqual({ path: "user/pub/login", encrypted: false });
  });

  it("reduce a socket route to its path and flag too (its message schemas and socket object go)", () => {
    const code = withoutSchemas(route("template/websocket/kh/chat.ts"), "chat.ts");
    expect(code).toContain('path: "template/websocket/kh/chat"');
    expect(code).not.toMatch(/socket:|zod|chatAuthor|socketConnected|discriminatedUnion/);
    expect(shape(code).exported).toEqual(["chat"]);
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

describe("provider descriptors without their inputs", () => {
  it("keep everything the sign-in page reads and build no schema (zod would probe for eval)", () => {
    const file = "../../../packages/contract/src/providers/apple.ts";
    const source = import.meta.glob<string>("../../../packages/contract/src/providers/apple.ts", {
      query: "?raw",
      import: "default",
      eager: true,
    })[file];
    const code = descriptorWithoutSchemas(source ?? "", file);
    expect(code).toContain('id: "apple"');
    expect(code).toContain("webOAuth: true");
    expect(code).not.toMatch(/\binput\b|\bzod\b|schemas\/|plainString/);
  });
});
