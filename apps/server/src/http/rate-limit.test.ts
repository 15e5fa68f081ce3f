import { randomInt } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../test/harness.js";
import { captureLogs } from "../test/log-capture.js";
import { buildHttpServer } from "./server.js";

const opened: { h: Harness; http: FastifyInstance }[] = [];
afterEach(async () => {
  for (const { h, http } of opened.splice(0)) {
    await http.close();
    await h.close();
  }
});

/** A server with a budget of 4 calls a minute, and its log lines. */
async function serverWith(env: Record<string, string> = {}) {
  const { logger, lines } = captureLogs("info");
  const h = await createHarness({ WEB_DIST: "/nonexistent", RATE_LIMIT_PER_MINUTE: "4", ...env }, { logger });
  const http = await buildHttpServer(h.app);
  opened.push({ h, http });
  return { h, http, lines };
}

/** A client address of its own for each test run (the Redis counters outlive a run). */
const freshIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

type Form = "path" | "function";
/** One call in either transport form; the HTTP status, or the body's code on 200. */
async function call(http: FastifyInstance, ip: string, path: string, form: Form, token?: string) {
  const res = await http.inject({
    method: "POST",
    url: form === "path" ? `/router/${path}` : "/router",
    remoteAddress: ip,
    headers: { "content-type": "application/json", ...(token ? { "uni-id-token": token } : {}) },
    payload: JSON.stringify(form === "path" ? {} : { $url: path, data: {} }),
  });
  return res.statusCode === 200 ? (res.json().code as number) : res.statusCode;
}

/** 429 or not, for pub calls whose answer does not matter here. */
const limited = (codes: number[]) => codes.map((code) => code === 429);
const FOUR_THEN_LIMITED = [false, false, false, false, true, true];

async function waitFor(condition: () => boolean, ms = 5000) {
  const until = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > until) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("rate limits", () => {
  it("give one budget per client and class whichever transport form is used", async () => {
    const { http } = await serverWith();
    const ip = freshIp();
    const codes = [];
    for (const form of ["path", "function", "path", "function", "path", "function"] as const) {
      codes.push(await call(http, ip, "user/pub/checkVersion", form));
    }
    expect(limited(codes)).toEqual(FOUR_THEN_LIMITED);
  });

  it("limit anonymous kh and sys calls per class, refused calls included, but not signed-in ones", async () => {
    const { h, http } = await serverWith();
    const ip = freshIp();
    const kh = [];
    for (let i = 0; i < 6; i++)
      kh.push(await call(http, ip, "user/kh/getMyUserInfo", i % 2 ? "path" : "function"));
    expect(kh).toEqual([30204, 30204, 30204, 30204, 429, 429]);
    // A forged token is no token.
    expect(await call(http, ip, "user/kh/getMyUserInfo", "path", "forged.token.here")).toBe(429);
    const sys = [];
    for (let i = 0; i < 5; i++) sys.push(await call(http, ip, "user/sys/getOutbox", "path"));
    expect(sys).toEqual([30204, 30204, 30204, 30204, 429]);
    // The pub budget is its own, and a signed-in caller is limited by its session, not its IP.
    const user = await h.createUser();
    for (let i = 0; i < 6; i++)
      expect(await call(http, ip, "user/kh/getMyUserInfo", "path", user.token)).toBe(0);
    expect(await call(http, ip, "user/pub/checkVersion", "path")).not.toBe(429);
  });

  it("share the budget between processes through Redis", async () => {
    const a = await serverWith({ REDIS_URL: "redis://127.0.0.1:6379" });
    const b = await serverWith({ REDIS_URL: "redis://127.0.0.1:6379" });
    await waitFor(() => a.h.app.services.redis!.isUp && b.h.app.services.redis!.isUp);
    const ip = freshIp();
    const codes = [];
    for (const server of [a, b, a, b, a, b])
      codes.push(await call(server.http, ip, "user/pub/checkVersion", "path"));
    expect(limited(codes)).toEqual(FOUR_THEN_LIMITED);
    const health = await a.http.inject({ method: "GET", url: "/healthz" });
    expect(health.json()).toEqual({ status: "ok", redis: "up" });
  });

  it("fall back to this process's limiter when Redis is unreachable, saying so once", async () => {
    const { h, http, lines } = await serverWith({ REDIS_URL: "redis://127.0.0.1:1" });
    await waitFor(() => lines.some((l) => l.msg.startsWith("redis is unreachable")));
    const ip = freshIp();
    const codes = [];
    for (let i = 0; i < 6; i++)
      codes.push(await call(http, ip, "user/pub/checkVersion", i % 2 ? "path" : "function"));
    expect(limited(codes)).toEqual(FOUR_THEN_LIMITED);
    // ioredis keeps reconnecting in the background: still one line for the one outage.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const outage = lines.filter((l) => l.msg.startsWith("redis is unreachable"));
    expect(outage).toHaveLength(1);
    expect(outage[0]!.level).toBe(50);
    expect(h.app.services.redis!.isUp).toBe(false);
    const health = await http.inject({ method: "GET", url: "/healthz" });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: "ok", redis: "down" });
  });
});
