import ts from "typescript";
import type { Plugin } from "vite";

/** The modules that get whole contracts: the admin console checks its forms with their schemas. */
export const ADMIN_CONSOLE = /\/apps\/web\/src\/features\/admin\//;

/** A route contract file of the contract package (not `define.ts`, which holds no route). */
const ROUTE_FILE = /\/packages\/contract\/src\/routes\/(?!define\.ts$)[^?]+\.ts$/;
const CONTRACT_PACKAGE = /\/packages\/contract\//;
/** A provider descriptor of the contract package (not the type module nor the list). */
const DESCRIPTOR_FILE = /\/packages\/contract\/src\/providers\/(?!descriptor\.ts$|index\.ts$)[^/?]+\.ts$/;
const QUERY = "?client-contract";
/**
 * The properties of a contract the web reads at run time outside the admin console: callRoute sends the
 * call to `path` and encrypts it when `encrypted` says so. Everything else (schemas, the other flags, the
 * `errors` list) is for the server, the docs and the type checker.
 */
export const CLIENT_FIELDS = ["path", "encrypted"] as const;

/** The object literal declaring a contract: the argument of a call (`defineRoute({...})`) with a `path`. */
const isContractLiteral = (node: ts.Node): node is ts.ObjectLiteralExpression =>
  ts.isObjectLiteralExpression(node) &&
  ts.isCallExpression(node.parent) &&
  node.properties.some((p) => p.name !== undefined && ts.isIdentifier(p.name) && p.name.text === "path");

/** Whether `statement` declares a route contract: `export const name = defineRoute({ path, ... })`. */
const declaresContract = (statement: ts.Statement): statement is ts.VariableStatement =>
  ts.isVariableStatement(statement) &&
  statement.declarationList.declarations.every(
    (d) =>
      d.initializer && ts.isCallExpression(d.initializer) && d.initializer.arguments.some(isContractLiteral),
  );

/** Whether a top-level statement stays in the client's copy: imports, re-exports and contracts. */
const kept = (statement: ts.Statement): boolean =>
  ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement) || declaresContract(statement);

/** Every identifier of `file` outside its import declarations. */
function usedNames(file: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) return;
    if (ts.isIdentifier(node)) names.add(node.text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return names;
}

/** Drops the import declarations (and specifiers) that `used` no longer needs. */
function pruneImports(file: ts.SourceFile, used: Set<string>): ts.SourceFile {
  const statements = file.statements.flatMap((statement) => {
    if (!ts.isImportDeclaration(statement) || !statement.importClause) return [statement];
    const clause = statement.importClause;
    const name = clause.name && used.has(clause.name.text) ? clause.name : undefined;
    const bindings = clause.namedBindings;
    let kept: ts.NamedImportBindings | undefined;
    if (bindings && ts.isNamespaceImport(bindings))
      kept = used.has(bindings.name.text) ? bindings : undefined;
    else if (bindings) {
      const elements = bindings.elements.filter((e) => used.has(e.name.text));
      kept = elements.length > 0 ? ts.factory.updateNamedImports(bindings, elements) : undefined;
    }
    if (!name && !kept) return [];
    const newClause = ts.factory.updateImportClause(clause, clause.phaseModifier, name, kept);
    return [
      ts.factory.updateImportDeclaration(
        statement,
        statement.modifiers,
        newClause,
        statement.moduleSpecifier,
        statement.attributes,
      ),
    ];
  });
  return ts.factory.updateSourceFile(file, statements);
}

/** The name of a property as written (`path`, `"path"`), or undefined for a computed or spread one. */
const propertyName = (p: ts.ObjectLiteralElementLike): string | undefined =>
  p.name !== undefined && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? p.name.text : undefined;

/**
 * The client copy of a contract declaration `defineRoute({...})`: a plain object literal with the
 * {@link CLIENT_FIELDS} only (no call, so nothing of `define.ts` is needed at run time). A contract that
 * does not write `encrypted` has its class default, which is `false` in every class (ClassDefaults in
 * define.ts). Throws when the literal does not spell out its path, or spreads what it might hide.
 */
function clientContract(literal: ts.ObjectLiteralExpression, fileName: string): ts.Expression {
  if (literal.properties.some(ts.isSpreadAssignment))
    throw new Error(`${fileName}: a contract spreads properties; write its path and flags as plain ones`);
  const kept = literal.properties.filter((p) =>
    (CLIENT_FIELDS as readonly (string | undefined)[]).includes(propertyName(p)),
  );
  if (!kept.some((p) => propertyName(p) === "path"))
    throw new Error(`${fileName}: a contract does not write its path as a plain property`);
  if (!kept.some((p) => propertyName(p) === "encrypted"))
    kept.push(ts.factory.createPropertyAssignment("encrypted", ts.factory.createFalse()));
  return ts.factory.createObjectLiteralExpression(kept, true);
}

/**
 * A route contract file as the browser needs it outside the admin console: each contract as a plain object
 * with its {@link CLIENT_FIELDS} (no schemas, flags or `errors` list), and nothing else (no other schema,
 * no map of contracts) but the imports still used and the re-exports. Returns JavaScript.
 */
export function withoutSchemas(source: string, fileName: string): string {
  const strip: ts.TransformerFactory<ts.SourceFile> = (context) => (file) => {
    const visit = (node: ts.Node): ts.Node => {
      if (ts.isCallExpression(node)) {
        const literal = node.arguments.find(isContractLiteral);
        if (literal) return clientContract(literal, fileName);
      }
      return ts.visitEachChild(node, visit, context);
    };
    const contracts = ts.factory.updateSourceFile(file, file.statements.filter(kept));
    const stripped = ts.visitEachChild(contracts, visit, context);
    return pruneImports(stripped, usedNames(stripped));
  };
  return transpile(source, fileName, strip);
}

/**
 * A provider descriptor as the browser needs it: without the `input` shapes of its routes (zod fields, for
 * the server's contracts; the route factories fall back to the shared ones), and without the imports only
 * they used. The sign-in page lists the providers from their descriptors, and zod there would build
 * schemas, whose first one probes for `eval`, which the page's policy forbids. Returns JavaScript.
 */
export function descriptorWithoutSchemas(source: string, fileName: string): string {
  const strip: ts.TransformerFactory<ts.SourceFile> = (context) => (file) => {
    const visit = (node: ts.Node): ts.Node => {
      if (ts.isObjectLiteralExpression(node)) {
        const kept = node.properties.filter((p) => propertyName(p) !== "input");
        const visited = ts.visitEachChild(node, visit, context) as ts.ObjectLiteralExpression;
        return ts.factory.updateObjectLiteralExpression(
          visited,
          visited.properties.filter((_p, i) => kept.includes(node.properties[i]!)),
        );
      }
      return ts.visitEachChild(node, visit, context);
    };
    let stripped = ts.visitEachChild(file, visit, context);
    // The module's own constants that only the inputs used (Apple's token field) go too, until none is left.
    for (let before = -1; before !== stripped.statements.length; ) {
      before = stripped.statements.length;
      const used = usedNamesOutside(stripped);
      stripped = ts.factory.updateSourceFile(
        stripped,
        stripped.statements.filter((statement) => !unusedConstant(statement, used)),
      );
    }
    return pruneImports(stripped, usedNames(stripped));
  };
  return transpile(source, fileName, strip);
}

/** A top-level `const` (not exported) none of whose names `used` holds. */
function unusedConstant(statement: ts.Statement, used: ReadonlySet<string>): boolean {
  if (!ts.isVariableStatement(statement)) return false;
  if (statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) return false;
  return statement.declarationList.declarations.every(
    (d) => ts.isIdentifier(d.name) && !used.has(d.name.text),
  );
}

/** The identifiers of `file` outside imports and outside the names its declarations declare. */
function usedNamesOutside(file: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) return;
    if (ts.isVariableDeclaration(node)) {
      if (node.initializer) visit(node.initializer);
      return;
    }
    if (ts.isIdentifier(node)) names.add(node.text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return names;
}

/**
 * Keeps zod, and everything else the browser does not read, off the pages that only call routes. The web
 * client calls a route with its contract object (`callRoute(login, data)`) but reads only its path and
 * `encrypted` flag; the schemas would pull zod (27 kB gzip) into the sign-in page, and the other flags and
 * `errors` lists are dead weight. Modules whose path matches `keepSchemasFor` (the admin console, which
 * checks its forms with the contracts) get the contracts whole; every other module gets each route contract
 * as a plain `{path, encrypted}` object, without the other schemas and the map of contracts a route file
 * may hold. The web tests get the same copies (vitest.config.ts). The type checker still sees whole
 * contracts: outside the console, `contract.input` or `contract.errors` is typed but undefined at run time.
 */
export function clientContracts(options: { keepSchemasFor: RegExp }): Plugin {
  return {
    name: "roster:client-contracts",
    enforce: "pre",
    async resolveId(source, importer, resolveOptions) {
      // The web reaches contracts through the package name; a client copy's imports become client copies,
      // while a whole contract's own imports stay whole.
      if (!importer) return null;
      const fromClientCopy = importer.endsWith(QUERY);
      const fromWeb = !CONTRACT_PACKAGE.test(importer) && source.startsWith("@roster/contract");
      if (!(fromClientCopy || fromWeb) || options.keepSchemasFor.test(importer)) return null;
      const resolved = await this.resolve(source, importer, { ...resolveOptions, skipSelf: true });
      if (!resolved || resolved.external || !ROUTE_FILE.test(resolved.id)) return null;
      return { id: `${resolved.id}${QUERY}`, moduleSideEffects: false };
    },
    transform(code, id) {
      if (DESCRIPTOR_FILE.test(id)) {
        const output = descriptorWithoutSchemas(code, id);
        if (/\bfrom\s*["']zod["']|schemas\//.test(output))
          this.error(`${id} still needs zod without its inputs`);
        return { code: output, map: null, moduleType: "js" };
      }
      if (!id.endsWith(QUERY)) return null;
      const file = id.slice(0, -QUERY.length);
      const output = withoutSchemas(code, file);
      if (/\bfrom\s*["']zod["']/.test(output)) this.error(`${file} still needs zod without its schemas`);
      return { code: output, map: null, moduleType: "js" };
    },
  };
}

/** The module as JavaScript, after `transform`. */
function transpile(
  source: string,
  fileName: string,
  transform: ts.TransformerFactory<ts.SourceFile>,
): string {
  return ts.transpileModule(source, {
    fileName,
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    transformers: { before: [transform] },
  }).outputText;
}
