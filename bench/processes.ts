import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * Where the Roster server under test is started from: this checkout, or `BENCH_SERVER_ROOT` (another
 * checkout of the repository with its node_modules, to measure a build before a change beside the one after).
 */
export const SERVER_ROOT = process.env.BENCH_SERVER_ROOT ? path.resolve(process.env.BENCH_SERVER_ROOT) : ROOT;

/** Starts a Node process that prints `LISTENING <url>` (or the Roster start line) and resolves its URL. */
export function startServer(
  script: string,
  env: Record<string, string>,
  readyPattern: RegExp,
  nodeArgs: string[] = [],
  cwd = ROOT,
): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [...nodeArgs, "--conditions=source", "--import", "tsx", script], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    let buffer = "";
    const onData = (chunk: Buffer) => {
      buffer += chunk.toString();
      const match = buffer.match(readyPattern);
      if (match?.[1]) {
        child.stdout?.off("data", onData);
        child.stdout?.resume(); // keep draining the log so the server never blocks on a full pipe
        resolve({ url: match[1], child });
      }
    };
    child.stdout?.on("data", onData);
    child.once("exit", (code) =>
      reject(new Error(`${script} exited with ${code} before it was ready:\n${buffer}`)),
    );
  });
}

/**
 * Starts the Roster server as the bench measures it, on the embedded database in `dataDir`: as deployed
 * (production mode: the answer's shape checked, not its full schema; no code echo), logs at info (one
 * line per call), rate limits off, no web app unless `env` names one. `env` adds to or overrides that.
 */
export function startRoster(
  dataDir: string,
  env: Record<string, string> = {},
  nodeArgs: string[] = [],
  root = SERVER_ROOT,
): Promise<{ url: string; child: ChildProcess }> {
  return startServer(
    "apps/server/src/main.ts",
    {
      PORT: "0",
      DATA_DIR: dataDir,
      RATE_LIMIT_PER_MINUTE: "0",
      LOG_LEVEL: "info",
      NODE_ENV: "production",
      TOKEN_SECRET: randomBytes(32).toString("hex"),
      SMS_PROVIDER: "console",
      EMAIL_PROVIDER: "console",
      WEB_DIST: "/nonexistent",
      ...env,
    },
    /"msg":"Server listening at (http:\/\/127\.0\.0\.1:\d+)"/,
    nodeArgs,
    root,
  );
}

/** Calls a route of the Roster router at `base`; anything but code 0 throws, with the answer. */
export async function call(
  base: string,
  route: string,
  data: unknown,
  token?: string,
): Promise<Record<string, unknown>> {
  const res = await fetch(`${base}/router/${route}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { "uni-id-token": token } : {}) },
    body: JSON.stringify(data),
  });
  const body = (await res.json()) as Record<string, unknown>;
  if (body.code !== 0) throw new Error(`${route}: ${JSON.stringify(body)}`);
  return body;
}

/** Registers a new account (`prefix` and the time as its username) and answers it with its token. */
export async function signUp(
  base: string,
  prefix: string,
): Promise<{ username: string; password: string; token: string }> {
  const username = `${prefix}${Date.now()}`;
  const password = "bench_password1";
  const registered = await call(base, "user/pub/register", { username, password });
  return { username, password, token: (registered.vk_uni_token as { token: string }).token };
}

/** Runs a script to completion and returns its last stdout line as JSON. */
export function runScript<T>(script: string, env: Record<string, string>, args: string[] = []): Promise<T> {
  const child = spawn(process.execPath, ["--conditions=source", "--import", "tsx", script, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let out = "";
  child.stdout.on("data", (c: Buffer) => {
    out += c.toString();
  });
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => {
      if (code !== 0) return reject(new Error(`${script} exited with ${code}`));
      resolve(JSON.parse(out.trim().split("\n").pop() ?? "null") as T);
    });
  });
}

/** Stops a child process and waits for it. */
export function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}
