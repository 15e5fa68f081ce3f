import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../test/harness.js";
import { captureLogs } from "../test/log-capture.js";
import { buildHttpServer } from "./server.js";

let h: Harness | undefined;
let http: FastifyInstance | undefined;
afterEach(async () => {
  await http?.close();
  await h?.close();
  h = undefined;
  http = undefined;
});

/** A server behind the given TRUST_PROXY, with its log lines. */
async function serverWith(env: Record<string, string>) {
  const { logger, lines } = captureLogs("info");
  h = await createHarness({ WEB_DIST: "/nonexistent", ...env }, { logger });
  http = await buildHttpServer(h.app);
  return { h, http, lines };
}

/** Signs in through HTTP from `remoteAddress` with `X-Forwarded-For: xff`; the IP Roster recorded. */
async function signInFrom(
  server: Awaited<ReturnType<typeof serverWith>>,
  remoteAddress: string,
  xff?: string,
) {
  const user = await server.h.createUser();
  const res = await server.http.inject({
    method: "POST",
    url: "/router/user/pub/login",
    remoteAddress,
    headers: { "content-type": "application/json", ...(xff ? { "x-forwarded-for": xff } : {}) },
    payload: JSON.stringify({ username: user.username, password: user.password }),
  });
  const body = res.json();
  expect(body.code).toBe(0);
  const logged = server.lines.filter((l) => l.msg === "call" && l.uid === user.uid).at(-1);
  return { recorded: body.userInfo.last_login_ip as string, logged: logged?.ip };
}

// The client wrote 6.6.6.6; the proxies in front appended what they saw.
describe("client IP behind a proxy (TRUST_PROXY)", () => {
  it("unset: the socket's address, X-Forwarded-For ignored", async () => {
    const server = await serverWith({});
    expect(await signInFrom(server, "198.51.100.7", "6.6.6.6")).toEqual({
      recorded: "198.51.100.7",
      logged: "198.51.100.7",
    });
  });

  it("true: exactly one hop, the entry the proxy appended (right-most), never the client's", async () => {
    const server = await serverWith({ TRUST_PROXY: "true" });
    expect(await signInFrom(server, "10.0.0.5", "6.6.6.6, 203.0.113.9")).toEqual({
      recorded: "203.0.113.9",
      logged: "203.0.113.9",
    });
    expect((await signInFrom(server, "10.0.0.5")).recorded).toBe("10.0.0.5");
  });

  it("a hop count: that many proxies are skipped from the right", async () => {
    const server = await serverWith({ TRUST_PROXY: "2" });
    expect((await signInFrom(server, "10.0.0.5", "6.6.6.6, 203.0.113.9, 10.0.0.4")).recorded).toBe(
      "203.0.113.9",
    );
  });

  it("a list of proxies: trusted only from them, up to the first address that is not one", async () => {
    const server = await serverWith({ TRUST_PROXY: "10.0.0.0/8, 192.168.1.1" });
    expect((await signInFrom(server, "10.0.0.5", "6.6.6.6, 203.0.113.9, 192.168.1.1")).recorded).toBe(
      "203.0.113.9",
    );
    // A client that reaches Roster directly cannot name itself.
    expect((await signInFrom(server, "198.51.100.7", "6.6.6.6")).recorded).toBe("198.51.100.7");
  });

  it("rate limits and lockout count the proxied client whatever it writes in X-Forwarded-For", async () => {
    const server = await serverWith({
      TRUST_PROXY: "true",
      RATE_LIMIT_PER_MINUTE: "4",
      LOGIN_LOCK_LIMIT: "2",
    });
    const victim = await server.h.createUser();
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await server.http.inject({
        method: "POST",
        url: "/router/user/pub/login",
        remoteAddress: "10.0.0.5",
        headers: { "content-type": "application/json", "x-forwarded-for": `6.6.6.${i}, 203.0.113.50` },
        payload: JSON.stringify({ username: victim.username, password: "wrong_pass1" }),
      });
      codes.push(res.statusCode === 429 ? 429 : res.json().code);
    }
    // Two wrong passwords lock the account for 203.0.113.50, the rest of its budget then runs out.
    expect(codes.slice(0, 2)).toEqual([10102, 10102]);
    expect(codes[2]).toBe(10103);
    expect(codes[3]).toBe(10103);
    const fifth = await server.http.inject({
      method: "POST",
      url: "/router/user/pub/checkVersion",
      remoteAddress: "10.0.0.5",
      headers: { "content-type": "application/json", "x-forwarded-for": "7.7.7.7, 203.0.113.50" },
      payload: "{}",
    });
    expect(fifth.statusCode).toBe(429);
    // Another client behind the same proxy has its own budget.
    const other = await server.http.inject({
      method: "POST",
      url: "/router/user/pub/checkVersion",
      remoteAddress: "10.0.0.5",
      headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.51" },
      payload: "{}",
    });
    expect(other.statusCode).toBe(200);
  });
});
