import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Starts the real entry point and resolves its URL from the start-up line. */
function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ["--conditions=source", "--import", "tsx", "src/main.ts"], {
    cwd: serverRoot,
    env: { ...process.env, PORT: "0", LOG_LEVEL: "info", RATE_LIMIT_PER_MINUTE: "0", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const ready = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/Roster is running at (http:\/\/[\d.:]+) \(/);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.once("exit", (code) => reject(new Error(`exited with ${code}: ${output}`)));
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  return { child, ready, exited, output: () => output };
}

describe("main", () => {
  it("starts on SQLite with the first admin, serves calls, and stops cleanly on SIGTERM", {
    timeout: 60_000,
  }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "roster-main-"));
    const server = start({ DATA_DIR: dataDir, ADMIN_USERNAME: "boss", ADMIN_PASSWORD: "boss_pass1" });
    const url = await server.ready;
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    const login = await fetch(`${url}/router/user/pub/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "boss", password: "boss_pass1" }),
    });
    expect(await login.json()).toMatchObject({
      code: 0,
      userInfo: { role: ["admin"], allow_login_background: true },
    });
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain("stopping");
    expect(fs.existsSync(path.join(dataDir, "roster.sqlite"))).toBe(true);
    expect(fs.statSync(path.join(dataDir, "token-secret")).mode & 0o777).toBe(0o600);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("refuses to start with bad settings and lists them", { timeout: 60_000 }, async () => {
    const server = start({ PORT: "nope", NODE_ENV: "production", TOKEN_SECRET: "" });
    await expect(server.ready).rejects.toThrow(/PORT[\s\S]*TOKEN_SECRET/);
    expect(await server.exited).toBe(1);
  });
});
