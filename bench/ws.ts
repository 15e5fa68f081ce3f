import { execSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import WebSocket from "ws";
import { call, startServer, stop } from "./processes.js";

// Live push over WebSocket (not part of `npm test`): `npm run bench:ws -w @roster/bench`.
//  1. idle sockets: BENCH_WS_IDLE (10,000) signed-in sockets on one process, its RSS per socket;
//  2. fan-out: BENCH_WS_USERS (1,000) users with one push socket each; a channel push reaching all of them
//     (BENCH_WS_ROUNDS rounds) and one push per user through the admin route, latency from the call to each
//     receipt, on one process and on two (half the sockets on the other process, through Redis).
// Needs PostgreSQL (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local one) and Redis (REDIS_URL).

const DATABASE =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  "postgres://postgres@127.0.0.1:5432/test";
const REDIS = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const IDLE = Number(process.env.BENCH_WS_IDLE ?? 10_000);
const USERS = Number(process.env.BENCH_WS_USERS ?? 1_000);
const ROUNDS = Number(process.env.BENCH_WS_ROUNDS ?? 20);
const ADMIN = { username: "benchadmin", password: "bench_admin_123" };
const PUSH = "user/kh/push";
const CHANNEL = "bench";

interface Instance {
  url: string;
  base: string;
  pid: number;
  child: Awaited<ReturnType<typeof startServer>>["child"];
}

/** The soft limit of open files of processes started from here. */
const fdLimit = () => Number(execSync("sh -c 'ulimit -n'").toString().trim());

/** Resident memory of a process, in bytes. */
function rssOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

/** Runs `work` over `items`, `parallel` at a time. */
async function pool<T, R>(
  items: readonly T[],
  parallel: number,
  work: (item: T, i: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(parallel, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await work(items[i]!, i);
      }
    }),
  );
  return results;
}

/** A push socket of `token`, connected (its connect frame answered); `onData` sees every other message. */
function connect(
  instance: Instance,
  token: string,
  onData: (data: Record<string, unknown>) => void,
): Promise<WebSocket> {
  const ws = new WebSocket(`${instance.base}/ws/function/router?url=${PUSH}`);
  return new Promise((resolve, reject) => {
    ws.once("error", reject);
    ws.once("open", () =>
      ws.send(
        JSON.stringify({
          deviceId: "bench",
          data: {
            url: PUSH,
            channel: CHANNEL,
            uniIdToken: token,
            clientInfo: {},
            data: { vkWebSocket: { type: "connect" } },
          },
        }),
      ),
    );
    ws.on("message", (raw) => {
      const message = JSON.parse(raw.toString()) as Record<string, unknown> & {
        vkWebSocket?: { type: string };
      };
      if (message.vkWebSocket?.type === "connect") resolve(ws);
      else if (message.vkWebSocket) reject(new Error(JSON.stringify(message)));
      else onData(message);
    });
  });
}

async function closeAll(sockets: readonly WebSocket[]): Promise<void> {
  await Promise.all(
    sockets.map(
      (ws) =>
        new Promise<void>((resolve) => {
          if (ws.readyState === ws.CLOSED) return resolve();
          ws.once("close", () => resolve());
          ws.close(1000);
        }),
    ),
  );
}

const quantile = (sorted: readonly number[], q: number) =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
function summary(samples: number[]) {
  const sorted = [...samples].sort((x, y) => x - y);
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    n: sorted.length,
    p50: round(quantile(sorted, 0.5)),
    p99: round(quantile(sorted, 0.99)),
    max: round(sorted.at(-1) ?? Number.NaN),
  };
}

/**
 * Latency of pushes to `users`' sockets (spread over `instances`), sent through the first instance: a
 * channel push reaching all of them per round, then one admin push per user (20 in flight).
 */
async function fanOut(instances: Instance[], users: { uid: string; token: string }[], adminToken: string) {
  const pending = new Map<string, { started: number; left: number; samples: number[]; done: () => void }>();
  const received = (data: Record<string, unknown>) => {
    const at = performance.now();
    const key = String(data.key);
    const round = pending.get(key);
    if (!round) return;
    round.samples.push(at - round.started);
    if (--round.left === 0) round.done();
  };
  const sockets = await pool(users, 100, (user, i) =>
    connect(instances[i % instances.length]!, user.token, received),
  );
  const sender = instances[0]!;
  const expect = (key: string, count: number) => {
    const samples: number[] = [];
    const done = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`${key}: ${pending.get(key)?.left} pushes never came`)),
        30_000,
      );
      pending.set(key, {
        started: performance.now(),
        left: count,
        samples,
        done: () => {
          clearTimeout(timer);
          resolve();
        },
      });
    });
    return { samples, done };
  };

  const channel: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const key = `c${round}`;
    const wait = expect(key, users.length);
    await call(
      sender.url,
      "admin/system/push/sys/send",
      { to: { channel: CHANNEL, url: PUSH }, data: { key } },
      adminToken,
    );
    await wait.done;
    pending.delete(key);
    if (round > 0) channel.push(...wait.samples); // the first round warms up
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  const perUser: number[] = [];
  await pool(users, 20, async (user, i) => {
    const key = `u${i}`;
    const wait = expect(key, 1);
    await call(
      sender.url,
      "admin/system/push/sys/send",
      { to: { user_id: user.uid }, data: { key } },
      adminToken,
    );
    await wait.done;
    pending.delete(key);
    perUser.push(...wait.samples);
  });
  await closeAll(sockets);
  return { channel: summary(channel), perUser: summary(perUser) };
}

async function main(): Promise<void> {
  const limit = fdLimit();
  const idle = Math.min(IDLE, limit - 500);
  if (idle < IDLE) console.log(`open-file limit ${limit}: measuring ${idle} idle sockets instead of ${IDLE}`);

  const name = `roster_bench_ws_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: DATABASE });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const databaseUrl = new URL(DATABASE);
  databaseUrl.pathname = `/${name}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "roster-bench-ws-"));
  const env = {
    PORT: "0",
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl.toString(),
    REDIS_URL: REDIS,
    NODE_ENV: "production",
    TOKEN_SECRET: randomBytes(32).toString("hex"),
    SMS_PROVIDER: "console",
    EMAIL_PROVIDER: "console",
    WEB_DIST: "/nonexistent",
    LOG_LEVEL: "info",
    RATE_LIMIT_PER_MINUTE: "0",
    HTTP_MAX_CONNECTIONS: String(idle + 5000),
    WS_MAX_SOCKETS_PER_IP: String(idle + 5000),
    WS_MAX_SOCKETS_PER_USER: String(idle + 5000),
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
  };
  const start = async (): Promise<Instance> => {
    const { url, child } = await startServer(
      "apps/server/src/main.ts",
      env,
      /"msg":"Server listening at (http:\/\/127\.0\.0\.1:\d+)"/,
    );
    return { url, base: url.replace(/^http/, "ws"), pid: child.pid!, child };
  };
  const instances: Instance[] = [];
  try {
    const a = await start();
    instances.push(a);
    const adminToken = (await call(a.url, "user/pub/login", ADMIN)).vk_uni_token as { token: string };
    const started = performance.now();
    const users = await pool(
      Array.from({ length: USERS }, (_, i) => i),
      8,
      async (i) => {
        const body = await call(a.url, "user/pub/register", {
          username: `wsbench${i}x${name.slice(-6)}`,
          password: "bench_pass_1",
        });
        return { uid: String(body.uid), token: (body.vk_uni_token as { token: string }).token };
      },
    );
    console.log(`${USERS} users registered in ${Math.round(performance.now() - started)} ms`);

    // 1. Idle sockets on one process.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const before = rssOf(a.pid);
    const opening = performance.now();
    const idleSockets = await pool(
      Array.from({ length: idle }, (_, i) => i),
      200,
      (i) => connect(a, users[i % users.length]!.token, () => {}),
    );
    const openMs = performance.now() - opening;
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const after = rssOf(a.pid);
    const idleResult = {
      sockets: idle,
      openSeconds: Math.round(openMs / 100) / 10,
      rssBeforeMiB: Math.round(before / 1048576),
      rssAfterMiB: Math.round(after / 1048576),
      rssPerSocketKiB: Math.round(((after - before) / idle / 1024) * 10) / 10,
    };
    console.log("idle", JSON.stringify(idleResult));
    await closeAll(idleSockets);
    await new Promise((resolve) => setTimeout(resolve, 1000));

    // 2. Fan-out, one process, then two.
    const one = await fanOut([a], users, adminToken.token);
    console.log("one process", JSON.stringify(one));
    const b = await start();
    instances.push(b);
    const two = await fanOut([a, b], users, adminToken.token);
    console.log("two processes", JSON.stringify(two));

    console.log(
      [
        "",
        `| measure | value |`,
        `| --- | --- |`,
        `| idle sockets on one process | ${idleResult.sockets} opened in ${idleResult.openSeconds} s |`,
        `| server RSS before / after | ${idleResult.rssBeforeMiB} MiB / ${idleResult.rssAfterMiB} MiB |`,
        `| RSS per idle socket | ${idleResult.rssPerSocketKiB} KiB |`,
        `| channel push to ${USERS} users, 1 process (p50 / p99 / max ms) | ${one.channel.p50} / ${one.channel.p99} / ${one.channel.max} |`,
        `| channel push to ${USERS} users, 2 processes | ${two.channel.p50} / ${two.channel.p99} / ${two.channel.max} |`,
        `| push per user (admin route, 20 in flight), 1 process | ${one.perUser.p50} / ${one.perUser.p99} / ${one.perUser.max} |`,
        `| push per user, 2 processes (half cross Redis) | ${two.perUser.p50} / ${two.perUser.p99} / ${two.perUser.max} |`,
      ].join("\n"),
    );
    console.log(
      JSON.stringify({ idle: idleResult, oneProcess: one, twoProcesses: two, users: USERS, rounds: ROUNDS }),
    );
  } finally {
    for (const instance of instances) await stop(instance.child);
    const client = new pg.Client({ connectionString: DATABASE });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
