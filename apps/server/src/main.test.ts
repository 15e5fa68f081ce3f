import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const children = new Set<ReturnType<typeof spawn>>();
// A test that failed half-way must not leave its server running.
afterEach(() => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  children.clear();
});

/** Starts the real entry point and resolves its URL from the start-up line. */
function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ["--conditions=source", "--import", "tsx", "src/main.ts"], {
    cwd: serverRoot,
    env: { ...process.env, PORT: "0", LOG_LEVEL: "info", RATE_LIMIT_PER_MINUTE: "0", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.add(child);
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

/** Milliseconds from SIGTERM to the process's exit, and its exit code. */
async function terminate(server: ReturnType<typeof start>): Promise<{ ms: number; code: number | null }> {
  const sent = performance.now();
  server.child.kill("SIGTERM");
  const code = await server.exited;
  return { ms: Math.round(performance.now() - sent), code };
}

/** Opens a TCP connection and sends `text`; resolves the socket and a promise of all it receives. */
async function rawConnection(url: string, text: string) {
  const { hostname, port } = new URL(url);
  const socket = net.connect(Number(port), hostname);
  await new Promise((resolve, reject) => socket.once("connect", resolve).once("error", reject));
  socket.write(text);
  let received = "";
  socket.on("data", (chunk) => {
    received += chunk.toString();
  });
  const closed = new Promise<string>((resolve) => socket.once("close", () => resolve(received)));
  socket.on("error", () => {});
  return { socket, closed };
}

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "roster-main-"));

describe("main", () => {
  it("starts on SQLite with the first admin, serves calls, and stops cleanly on SIGTERM", {
    timeout: 60_000,
  }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "roster-main-"));
    const server = start({ DATA_DIR: dataDir, ADMIN_USERNAME: "boss", ADMIN_PASSWORD: "Corner-office-27" });
    const url = await server.ready;
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    const login = await fetch(`${url}/router/user/pub/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "boss", password: "Corner-office-27" }),
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

  it("refuses to start with a first administrator's password the policy refuses, saying why", {
    timeout: 60_000,
  }, async () => {
    const dataDir = tempDir();
    const server = start({ DATA_DIR: dataDir, ADMIN_USERNAME: "boss", ADMIN_PASSWORD: "boss1" });
    await expect(server.ready).rejects.toThrow(/ADMIN_PASSWORD[^\n]*at least 8/);
    expect(await server.exited).toBe(1);
    expect(fs.existsSync(path.join(dataDir, "roster.sqlite"))).toBe(false);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("stops within its bound on SIGTERM while nobody reads its stdout", { timeout: 60_000 }, async () => {
    const dataDir = tempDir();
    const server = start({ DATA_DIR: dataDir, SHUTDOWN_GRACE_MS: "1000" });
    const url = await server.ready;
    // From now on nobody reads the pipe: it fills, and every later log write meets EAGAIN.
    server.child.stdout.removeAllListeners("data");
    server.child.stdout.pause();
    const longPath = `nowhere/${"x".repeat(190)}`;
    for (let batch = 0; batch < 50; batch++) {
      await Promise.all(
        Array.from({ length: 20 }, () =>
          fetch(`${url}/router`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ $url: longPath, data: {} }),
          }).then((res) => res.text()),
        ),
      );
    }
    const { ms, code } = await terminate(server);
    console.info(`shutdown with a blocked stdout: ${ms} ms (exit code ${code})`);
    expect(code).toBe(0);
    // Grace 1 s (unused: no call in flight) + at most 1 s waiting for the log reader, plus start-up slack.
    expect(ms).toBeLessThan(4000);
    // The pipe really was full: the last lines were dropped rather than waited for.
    let rest = "";
    server.child.stdout.on("data", (chunk: Buffer) => {
      rest += chunk.toString();
    });
    server.child.stdout.resume();
    await new Promise((resolve) => server.child.stdout.once("end", resolve));
    expect(rest).not.toContain('"msg":"stopped"');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("finishes a call in flight after SIGTERM and refuses new connections", { timeout: 60_000 }, async () => {
    const dataDir = tempDir();
    const server = start({ DATA_DIR: dataDir, SHUTDOWN_GRACE_MS: "5000" });
    const url = await server.ready;
    const body = JSON.stringify({ username: "nobody_here", password: "whatever1" });
    const call = await rawConnection(
      url,
      `POST /router/user/pub/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    // Let the server read the headers: the call is then in flight.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const sent = performance.now();
    server.child.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
    call.socket.write(body.slice(10));
    const answer = await call.closed;
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toContain('"code":10102');
    expect(await server.exited).toBe(0);
    expect(performance.now() - sent).toBeLessThan(5000);
    expect(server.output()).toContain('"msg":"stopped"');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("cuts a call still unfinished when the grace period ends", { timeout: 60_000 }, async () => {
    const dataDir = tempDir();
    const server = start({ DATA_DIR: dataDir, SHUTDOWN_GRACE_MS: "1000" });
    const url = await server.ready;
    const call = await rawConnection(
      url,
      "POST /router/user/pub/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{",
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const { ms, code } = await terminate(server);
    await call.closed;
    expect(code).toBe(1);
    expect(ms).toBeGreaterThanOrEqual(900);
    expect(ms).toBeLessThan(4000);
    expect(server.output()).toContain("closing their connections");
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
