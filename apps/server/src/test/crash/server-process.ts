import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import net from "node:net";
import path from "node:path";
import pg from "pg";

/** The server package root: where `src/main.ts` runs from. */
const SERVER_ROOT = path.resolve(import.meta.dirname, "../../..");

/** A free TCP port on 127.0.0.1 (asked of the OS, then released for the server to take). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** A running server process started from the real entry point. */
export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output(): string;
  exited: Promise<number | null>;
}

/**
 * Starts `node --conditions=source --import tsx src/main.ts` with `env` on `port` and waits until `/healthz`
 * answers 200. Its output is drained (a full pipe would block it) and kept for failure messages.
 */
export async function startServer(
  port: number,
  env: Record<string, string | undefined>,
): Promise<ServerProcess> {
  const { DATABASE_URL: _inherited, ...inherited } = process.env;
  const child = spawn(process.execPath, ["--conditions=source", "--import", "tsx", "src/main.ts"], {
    cwd: SERVER_ROOT,
    env: {
      ...inherited,
      HOST: "127.0.0.1",
      PORT: String(port),
      LOG_LEVEL: "warn",
      RATE_LIMIT_PER_MINUTE: "0",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  let dead = false;
  void exited.then(() => {
    dead = true;
  });
  while (Date.now() < deadline && !dead) {
    const healthy = await fetch(`${url}/healthz`).then(
      (res) => res.status === 200,
      () => false,
    );
    if (healthy) return { child, url, output: () => output, exited };
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  child.kill("SIGKILL");
  throw new Error(`the server did not become healthy: ${output}`);
}

/** A fresh, empty PostgreSQL database on the server of `baseUrl`, and a way to drop it. */
export async function freshDatabase(baseUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `roster_k9_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
