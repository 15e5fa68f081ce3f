#!/usr/bin/env node
// `npm test`: lint, typecheck, import cycles, every unit/route/component suite on SQLite, the route suites
// again on PostgreSQL when TEST_DATABASE_URL is set, then the web build and the browser tests.
// Under CI=true nothing is skipped: a missing browser or database fails the run.
import { spawnSync } from "node:child_process";

const steps = [
  ["lint", "npx", ["biome", "check", "."]],
  ["typecheck", "npx", ["tsc", "-b"]],
  // Web (with its feature folders as groups), contract and server (with its service folders as groups).
  [
    "import cycles",
    "node",
    [
      "scripts/check-cycles.mjs",
      "--group=apps/web/src/features",
      "--group=apps/server/src/services",
      "apps/web/src",
      "packages/contract/src",
      "apps/server/src",
    ],
  ],
  // The two-process test needs PostgreSQL and Redis: it runs in the PostgreSQL pass below.
  [
    "unit, route and component tests (SQLite)",
    "npx",
    ["vitest", "run", "--exclude", "**/test/scale/**"],
    { TEST_DATABASE_URL: "" },
  ],
];
if (process.env.TEST_DATABASE_URL) {
  steps.push(["route tests (PostgreSQL)", "npx", ["vitest", "run", "--project", "server"], {}]);
} else if (process.env.CI === "true") {
  console.error("CI=true but TEST_DATABASE_URL is not set: the PostgreSQL suite cannot be skipped.");
  process.exit(1);
} else {
  console.warn("TEST_DATABASE_URL is not set: the route tests ran on SQLite only.");
}
steps.push(["web build", "npm", ["run", "build", "-w", "@roster/web"], {}]);
// The sign-in page's first load within its budget (120 kB gzip), and every page's figures printed.
steps.push(["web bundle size", "npm", ["run", "size", "-w", "@roster/web"], {}]);
steps.push(["browser tests (e2e)", "npm", ["test", "-w", "@roster/e2e"], {}]);

for (const [name, command, args, env = {}] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${name} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds}s)`);
}
