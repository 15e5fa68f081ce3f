import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { NO_BUDGETS } from "../../apps/server/src/settings/budgets.js";

/** The repository root (this file is e2e/support/server.ts). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const WEB_DIST = path.join(REPO_ROOT, "apps/web/dist");

/** The first admin the server creates at start-up. */
export const ADMIN = { username: "e2e_admin", password: "Admin_e2e_2024" };

/** A running Roster server on a free port with its own temporary data folder. */
export interface RunningServer {
  url: string;
  stop: () => Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${log()}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not answer /healthz within 60 s:\n${log()}`);
}

/**
 * Starts the real server (`node --conditions=source --import tsx apps/server/src/main.ts`) on a free
 * port of 127.0.0.1 with a temporary DATA_DIR, rate limits off and a first admin. It serves the built
 * web app, which must exist (npm test builds it before this suite). `env` adds or overrides variables.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  if (!fs.existsSync(path.join(WEB_DIST, "index.html"))) {
    throw new Error(`No web build in ${WEB_DIST}: run \`npm run build -w @roster/web\` first.`);
  }
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "roster-e2e-data-"));
  const output: string[] = [];
  const child = spawn(
    process.execPath,
    ["--conditions=source", "--import", "tsx", "apps/server/src/main.ts"],
    {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        REDIS_URL: "",
        RATE_LIMIT_PER_MINUTE: "0",
        // Browser flows send codes and scans from one address faster than a person: no budgets here
        // (apps/server/src/test/budgets covers them).
        ...NO_BUDGETS,
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_PASSWORD: ADMIN.password,
        LOG_LEVEL: "warn",
        WEB_DIST,
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url, child, () => output.join(""));
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
