import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const server = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** SQL is written in repository modules: `repository.ts` or `<name>-repository.ts` of a domain. */
const REPOSITORY = /(?:^|\/|-)repository\.ts$/;

/** A table query built with Kysely. */
const TABLE_QUERY = /\b(?:selectFrom|insertInto|updateTable|deleteFrom)\(/;

/** A raw SQL tagged template, `sql\`...\`` or `sql<T>\`...\``. */
const SQL_TEMPLATE = /\bsql(?:<[^`;]*?>)?`/;

/**
 * The one module outside repositories that may write SQL fragments: the generic paging helper builds the
 * filters and order of a list over the query a repository hands it, from column references written in
 * code. It never names a table, so table queries stay forbidden there too.
 */
const FRAGMENTS_ALLOWED = new Set(["src/services/core/lists.ts"]);

/** The lines of `text` that build SQL, as `line: source`. */
function inlineQueries(text: string, fragmentsAllowed = false): string[] {
  return text.split("\n").flatMap((line, index) => {
    const hit = TABLE_QUERY.test(line) || (!fragmentsAllowed && SQL_TEMPLATE.test(line));
    return hit ? [`${index + 1}: ${line.trim()}`] : [];
  });
}

/**
 * The modules above the database (services, route handlers, providers, the router and the HTTP layer;
 * tests and repositories left out), relative to the server. `db/` (the schema, migrations and drivers) and
 * test helpers are where SQL belongs besides repositories.
 */
function scannedFiles(): string[] {
  return ["src/services", "src/routes", "src/providers", "src/router", "src/http"]
    .flatMap((dir) =>
      (fs.readdirSync(path.join(server, dir), { recursive: true }) as string[]).map(
        (file) => `${dir}/${file.split(path.sep).join("/")}`,
      ),
    )
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && !REPOSITORY.test(file))
    .sort();
}

describe("queries live in repository modules", () => {
  it("recognises the query forms it guards against", () => {
    expect(inlineQueries('await db.selectFrom("users").selectAll().execute();')).toHaveLength(1);
    expect(inlineQueries('trx\n  .insertInto("roles")\n  .values(row)')).toEqual(['2: .insertInto("roles")']);
    expect(inlineQueries('db.updateTable("menus").set(set)')).toHaveLength(1);
    expect(inlineQueries('db.deleteFrom("sessions")')).toHaveLength(1);
    expect(inlineQueries("await sql`select 1`.execute(trx);")).toHaveLength(1);
    expect(inlineQueries("const c = sql<SqlBool>`a > b`;")).toHaveLength(1);
    expect(inlineQueries("const c = sql<SqlBool>`a > b`;", true)).toEqual([]);
    expect(inlineQueries('db.selectFrom("users")', true)).toHaveLength(1);
    expect(inlineQueries("await findUserById(db, id); const sqlText = `x`;")).toEqual([]);
  });

  it("recognises repository modules by name only", () => {
    expect(REPOSITORY.test("src/services/access/repository.ts")).toBe(true);
    expect(REPOSITORY.test("src/services/codes/outbox-repository.ts")).toBe(true);
    expect(REPOSITORY.test("src/services/codes/repository-helpers.ts")).toBe(false);
    expect(REPOSITORY.test("src/services/codes/myrepository.ts")).toBe(false);
  });

  it("finds none in services, route handlers, providers, the router or the HTTP layer", () => {
    const files = scannedFiles();
    // The scan sees the tree it guards (a wrong root would pass vacuously).
    expect(files).toContain("src/routes/admin/system/user/sys/getList.ts");
    expect(files).toContain("src/services/sessions/sessions.ts");
    expect(files).toContain("src/providers/outbox.ts");
    expect(files).toContain("src/http/file-download.ts");
    const found = files.flatMap((file) =>
      inlineQueries(fs.readFileSync(path.join(server, file), "utf8"), FRAGMENTS_ALLOWED.has(file)).map(
        (hit) => `${file}:${hit}`,
      ),
    );
    expect(found).toEqual([]);
  });
});

/** An import of a repository module: `from ".../repository.js"` or `from ".../<name>-repository.js"`. */
const REPOSITORY_IMPORT = /from\s+["'][^"']*(?:\/|-)repository\.js["']/;

/** The folder of the route handlers (a file-system path, not a route's). */
const HANDLERS_DIR = "src/routes/";

describe("route handlers", () => {
  it("recognises an import of a repository module", () => {
    expect(
      REPOSITORY_IMPORT.test('import { findUserById } from "../../../services/users/repository.js";'),
    ).toBe(true);
    expect(REPOSITORY_IMPORT.test('import { listOutbox } from "../codes/outbox-repository.js";')).toBe(true);
    expect(REPOSITORY_IMPORT.test('import { readOutbox } from "../../../services/codes/outbox.js";')).toBe(
      false,
    );
  });

  it("reach the database only through services, never a repository of their own choosing", () => {
    const handlers = scannedFiles().filter((file) => file.startsWith(HANDLERS_DIR));
    expect(handlers).toContain("src/routes/user/kh/updateUser.ts");
    const found = handlers.filter((file) =>
      REPOSITORY_IMPORT.test(fs.readFileSync(path.join(server, file), "utf8")),
    );
    expect(found).toEqual([]);
  });
});
