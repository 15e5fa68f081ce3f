import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../test/harness.js";
import { buildHttpServer } from "./server.js";

let h: Harness | undefined;
let http: FastifyInstance | undefined;
afterEach(async () => {
  await http?.close();
  await h?.close();
});

async function serverWith(env: Record<string, string>) {
  h = await createHarness({ WEB_DIST: "/nonexistent", ...env });
  http = await buildHttpServer(h.app);
  return http;
}

const preflight = (server: FastifyInstance, origin: string) =>
  server.inject({
    method: "OPTIONS",
    url: "/router/user/pub/login",
    headers: {
      origin,
      "access-control-request-method": "POST",
      "access-control-request-headers": "content-type, uni-id-token, vk-appid",
    },
  });

describe("CORS (CORS_ORIGINS)", () => {
  it("answers preflights and calls of listed origins only", async () => {
    const server = await serverWith({ CORS_ORIGINS: "https://h5.example.com, capacitor://localhost" });
    for (const origin of ["https://h5.example.com", "capacitor://localhost"]) {
      const res = await preflight(server, origin);
      expect(res.statusCode).toBe(204);
      expect(res.headers["access-control-allow-origin"]).toBe(origin);
      expect(String(res.headers["access-control-allow-methods"])).toContain("POST");
      expect(String(res.headers["access-control-allow-headers"])).toContain("uni-id-token");
    }
    const stranger = await preflight(server, "https://evil.example.net");
    // No CORS header at all: the browser refuses the call.
    expect(Object.keys(stranger.headers).filter((name) => name.startsWith("access-control-"))).toEqual([]);
    expect(stranger.statusCode).toBe(405);
    const call = await server.inject({
      method: "POST",
      url: "/router/user/pub/checkVersion",
      headers: { origin: "https://h5.example.com", "content-type": "application/json" },
      payload: "{}",
    });
    expect(call.headers["access-control-allow-origin"]).toBe("https://h5.example.com");
    expect(call.headers["access-control-expose-headers"]).toContain("x-request-id");
  });

  it("answers no origin by default (same origin only)", async () => {
    const server = await serverWith({});
    const res = await preflight(server, "https://h5.example.com");
    expect(res.headers["access-control-allow-origin"]).toBeUndefined();
    expect(res.statusCode).toBe(405);
  });
});
