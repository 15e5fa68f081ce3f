#!/usr/bin/env node
// Fails when the TypeScript modules under the given folders import each other in a circle, and prints
// each circle. Every import counts: static, type-only, re-exports, dynamic `import()` and imports of
// other files (a CSS module), because the rule is about the direction of dependencies, not only about
// evaluation order. Test files (*.test.*) are left out: nothing imports them.
// `--group=<dir>` also treats each folder directly under <dir> as one module, so that two folders whose
// files import each other (features/a -> features/b -> features/a) count as a circle too.
// Usage: node scripts/check-cycles.mjs [--group=<dir>]... <folder>...
//   e.g. node scripts/check-cycles.mjs --group=apps/web/src/features apps/web/src packages/contract/src
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

const IGNORED_DIRS = new Set(["node_modules", "dist", ".tsbuild"]);
const SOURCE = /\.(ts|tsx|mts|cts)$/;
const options = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  customConditions: ["source"],
  jsx: ts.JsxEmit.ReactJSX,
  allowImportingTsExtensions: true,
};

/** Every TypeScript file under `dir` (absolute paths), skipping build output and dependencies. */
function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return IGNORED_DIRS.has(entry.name) ? [] : sourceFiles(full);
    const wanted = SOURCE.test(entry.name) && !/\.d\.ts$|\.test\.[cm]?tsx?$/.test(entry.name);
    return wanted ? [full] : [];
  });
}

/** The file an import points to: a TypeScript module, or another file by relative path (a CSS module). */
function resolveImport(specifier, file) {
  const resolved = ts.resolveModuleName(specifier, file, options, ts.sys).resolvedModule;
  if (resolved) return path.resolve(resolved.resolvedFileName);
  const other = path.resolve(path.dirname(file), specifier);
  return specifier.startsWith(".") && fs.existsSync(other) ? other : undefined;
}

/** The module a file belongs to: the folder directly under the deepest group holding it, else itself. */
function moduleOf(file, groups) {
  const inSubfolder = (dir) => path.relative(dir, file).split(path.sep).length > 1;
  const holder = groups
    .filter((dir) => !path.relative(dir, file).startsWith("..") && inSubfolder(dir))
    .sort((a, b) => b.length - a.length)[0];
  return holder ? path.join(holder, path.relative(holder, file).split(path.sep)[0]) : file;
}

/** The files under `root` and every import between them, as [importer, imported] pairs. */
function importsUnder(root) {
  const files = sourceFiles(root);
  const pairs = files.flatMap((file) =>
    ts
      .preProcessFile(fs.readFileSync(file, "utf8"), true, true)
      .importedFiles.map(({ fileName }) => resolveImport(fileName, file))
      .filter((target) => target !== undefined && !path.relative(root, target).startsWith(".."))
      .map((target) => [file, target]),
  );
  return { files, pairs };
}

/** The graph between the modules `moduleOf` names: module -> the modules it imports. */
function graphOf({ files, pairs }, moduleOf) {
  const graph = new Map();
  const targets = (node) => graph.get(node) ?? graph.set(node, new Set()).get(node);
  for (const file of files) targets(moduleOf(file));
  for (const [file, target] of pairs) {
    const [from, to] = [moduleOf(file), moduleOf(target)];
    targets(to);
    // Files of one grouped folder may import each other; only a file importing itself loops on itself.
    if (from !== to || file === target) targets(from).add(to);
  }
  return new Map([...graph].map(([node, set]) => [node, [...set].sort()]));
}

/** Strongly connected components (Tarjan): every group of modules that reach each other. */
function components(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node)) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
    }
    if (low.get(node) !== index.get(node)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || graph.get(node).includes(node)) found.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** The shortest circle from `start` back to itself inside `group` (breadth first). */
function shortestCycle(graph, group, start) {
  const members = new Set(group);
  const previous = new Map();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const next of graph.get(node)) {
      if (!members.has(next)) continue;
      if (next === start) {
        const cycle = [node];
        while (cycle[0] !== start) cycle.unshift(previous.get(cycle[0]));
        return cycle;
      }
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start];
}

/** One circle per module of a group, without repeats (a circle is the same from any of its modules). */
function cyclesOf(graph, group) {
  const seen = new Map();
  for (const start of group) {
    const cycle = shortestCycle(graph, group, start);
    const first = cycle.indexOf([...cycle].sort()[0]);
    const key = [...cycle.slice(first), ...cycle.slice(0, first)];
    seen.set(key.join("\n"), key);
  }
  return [...seen.values()];
}

const args = process.argv.slice(2);
const groups = args.filter((a) => a.startsWith("--group=")).map((a) => path.resolve(a.slice(8)));
const folders = args.filter((a) => !a.startsWith("--"));
if (folders.length === 0) {
  console.error("Usage: node scripts/check-cycles.mjs [--group=<dir>]... <folder>...");
  process.exit(2);
}
/** Prints the circles of `graph` (names relative to `root`); returns whether there were any. */
function report(label, root, graph) {
  const knots = components(graph);
  if (knots.length === 0) {
    console.log(`${label}: no import cycles (${graph.size} modules)`);
    return false;
  }
  const cycles = knots.flatMap((knot) => cyclesOf(graph, knot));
  console.error(`${label}: ${cycles.length} import cycle(s) in ${knots.length} group(s) of modules:`);
  for (const cycle of cycles) {
    const names = [...cycle, cycle[0]].map((node) => path.relative(root, node) || ".");
    console.error(`  ${names.join(" -> ")}`);
  }
  return true;
}

let failed = false;
for (const folder of folders) {
  const root = path.resolve(folder);
  const imports = importsUnder(root);
  if (
    report(
      `${folder} (files)`,
      root,
      graphOf(imports, (file) => file),
    )
  )
    failed = true;
  const inside = groups.filter((dir) => !path.relative(root, dir).startsWith(".."));
  if (inside.length === 0) continue;
  const byFolder = graphOf(imports, (file) => moduleOf(file, inside));
  if (
    report(`${folder} (folders of ${inside.map((d) => path.relative(root, d)).join(", ")})`, root, byFolder)
  )
    failed = true;
}
process.exit(failed ? 1 : 0);
