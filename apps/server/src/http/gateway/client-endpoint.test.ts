import { ERRORS } from "@roster/contract";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../test/harness.js";
import { captureLogs } from "../../test/log-capture.js";
import { buildHttpServer } from "../server.js";
import { signBody } from "./client-protocol.js";

/** `POST /client` on the wire, without the SDK: hostile input, signatures, replay, limits, CORS, logs. */

const SPACE = "space-1";
const SECRET = "test-client-secret-0123456789";
const GATEWAY = { CLOUD_SPACE_ID: SPACE, CLOUD_CLIENT_SECRET: SECRET, WEB_DIST: "/nonexistent" };

interface Server {
  h: Harness;
  http: FastifyInstance;
}
const servers: Server[] = [];
async function server(env: Record<string, string> = {}, logger?: ReturnType<typeof captureLogs>["logger"]) {
  const h = await createHarness({ ...GATEWAY, ...env }, logger ? { logger } : {});
  const http = await buildHttpServer(h.app);
  servers.push({ h, http });
  return { h, http };
}
afterEach(async () => {
  for (const { h, http } of servers.splice(0)) {
    await http.close();
    await h.close();
  }
});

/** A body as the SDK builds it, signed with `secret` (or the given signature). */
function envelope(
  h: Harness,
  method: string,
  params: unknown = {},
  extra: Record<string, unknown> = {},
  secret = SECRET,
) {
  const body: Record<string, unknown> = {
    method,
    params: JSON.stringify(params),
    spaceId: SPACE,
    timestamp: h.clock.now(),
    ...extra,
  };
  return { body, sign: signBody(body, secret) };
}

function post(http: FastifyInstance, payload: string | object, headers: Record<string, string> = {}) {
  return http.inject({
    method: "POST",
    url: "/client",
    headers: { "content-type": "application/json", ...headers },
    payload: typeof payload === "string" ? payload : JSON.stringify(payload),
  });
}

async function send(http: FastifyInstance, signed: { body: object; sign: string }, headers = {}) {
  return post(http, signed.body, { "x-serverless-sign": signed.sign, ...headers });
}

const resigned = (body: Record<string, unknown>) => ({ body, sign: signBody(body, SECRET) });
const errorOf = (res: { json(): unknown }) => (res.json() as { error: { code: string } }).error.code;

describe("signature recipe (reference §3.2)", () => {
  it("reproduces the worked examples and the real client's signature", () => {
    const secret = "test-client-secret";
    const base = { spaceId: "space-1", timestamp: 1700000000000 };
    expect(
      signBody({ method: "serverless.auth.user.anonymousAuthorize", params: "{}", ...base }, secret),
    ).toBe("0673d5cc0aeff4ed83b404df19eaffd5");
    expect(
      signBody(
        {
          method: "serverless.function.runtime.invoke",
          params: '{"functionTarget":"router","functionArgs":{"$url":"user/pub/login"}}',
          ...base,
          token: "at-1",
        },
        secret,
      ),
    ).toBe("7323d94d330c397872c465ceb532b316");
    expect(
      signBody(
        {
          method: "serverless.file.resource.report",
          params: '{"id":"file-id-1"}',
          spaceId: "space-1",
          timestamp: 1795430037613,
          token: "at-3",
        },
        secret,
      ),
    ).toBe("05f9204abbee90fb3300006834389c35");
  });
});

describe("POST /client", () => {
  it("is off (404) without a space id and secret", async () => {
    const { h, http } = await server({ CLOUD_SPACE_ID: "", CLOUD_CLIENT_SECRET: "" });
    const res = await send(http, envelope(h, "serverless.auth.user.anonymousAuthorize"));
    expect(res.statusCode).toBe(404);
  });

  it("answers hostile bodies in the SDK's shape, never a 500", async () => {
    const { h, http } = await server();
    const valid = envelope(h, "serverless.auth.user.anonymousAuthorize");
    const deep = `${"[".repeat(200)}${"]".repeat(200)}`;
    const cases: [string, () => ReturnType<typeof post>, number, string][] = [
      ["bad JSON", () => post(http, "{nope", { "x-serverless-sign": valid.sign }), 400, "INVALID_PARAM"],
      ["empty", () => post(http, "", { "x-serverless-sign": valid.sign }), 400, "INVALID_PARAM"],
      ["an array", () => post(http, "[1,2]", { "x-serverless-sign": valid.sign }), 400, "INVALID_PARAM"],
      ["deep JSON", () => post(http, `{"a":${deep}}`), 400, "INVALID_PARAM"],
      [
        "huge",
        () => post(http, { ...valid.body, pad: "x".repeat(1_200_000) }, { "x-serverless-sign": valid.sign }),
        413,
        "GATEWAY_BODY_TOO_LARGE",
      ],
      [
        "params as an object",
        () => send(http, { body: { ...valid.body, params: {} }, sign: valid.sign }),
        400,
        "INVALID_PARAM",
      ],
      [
        "timestamp as text",
        () => send(http, envelope(h, "serverless.auth.user.anonymousAuthorize", {}, { timestamp: "1" })),
        400,
        "INVALID_PARAM",
      ],
      ["NUL in method", () => send(http, envelope(h, "serverless.auth\u0000x")), 400, "INVALID_PARAM"],
      [
        "__proto__ key",
        () => post(http, `{"__proto__":{"x":1},"method":"m"}`, { "x-serverless-sign": valid.sign }),
        400,
        "INVALID_PARAM",
      ],
      ["deep params", () => send(http, resigned({ ...valid.body, params: deep })), 400, "INVALID_PARAM"],
      [
        "params not an object",
        () => send(http, resigned({ ...valid.body, params: "[1]" })),
        400,
        "INVALID_PARAM",
      ],
      ["no signature", () => post(http, valid.body), 403, "GATEWAY_INVALID_SIGN"],
      [
        "forged signature",
        () =>
          post(http, valid.body, {
            "x-serverless-sign": valid.sign.replace(/^./, (c) => (c === "0" ? "1" : "0")),
          }),
        403,
        "GATEWAY_INVALID_SIGN",
      ],
      [
        "signature of another secret",
        () =>
          send(
            http,
            envelope(h, "serverless.auth.user.anonymousAuthorize", {}, {}, "another-secret-0123456789"),
          ),
        403,
        "GATEWAY_INVALID_SIGN",
      ],
      [
        "another space",
        () => send(http, envelope(h, "serverless.auth.user.anonymousAuthorize", {}, { spaceId: "space-2" })),
        403,
        "GATEWAY_INVALID_SPACE",
      ],
      ["unknown method", () => send(http, envelope(h, "serverless.nope")), 400, "GATEWAY_INVALID_METHOD"],
      [
        "stale timestamp",
        () =>
          send(
            http,
            envelope(
              h,
              "serverless.auth.user.anonymousAuthorize",
              {},
              { timestamp: h.clock.now() - 901_000 },
            ),
          ),
        403,
        "GATEWAY_INVALID_TIMESTAMP",
      ],
      [
        "functionArgs not an object",
        () =>
          send(
            http,
            envelope(h, "serverless.function.runtime.invoke", { functionTarget: "router", functionArgs: 5 }),
          ),
        400,
        "INVALID_PARAM",
      ],
      [
        "inherited function name",
        () => send(http, envelope(h, "serverless.function.runtime.invoke", { functionTarget: "__proto__" })),
        404,
        "FUNCTION_NOT_FOUND",
      ],
      [
        "NUL in cloudPath",
        () =>
          send(
            http,
            envelope(h, "serverless.file.resource.generateProximalSign", { cloudPath: "a\u0000.png" }),
          ),
        400,
        "INVALID_PARAM",
      ],
      [
        "cloudPath climbing out",
        () =>
          send(http, envelope(h, "serverless.file.resource.generateProximalSign", { cloudPath: "../x.png" })),
        403,
        "STORAGE_ACCESS_DENIED",
      ],
      [
        "aliyun token of another body",
        () =>
          send(
            http,
            envelope(h, "serverless.function.runtime.invoke", { functionTarget: "router" }, { token: "x" }),
            {
              "x-basement-token": "y",
            },
          ),
        401,
        "GATEWAY_INVALID_TOKEN",
      ],
      [
        "fileList of objects",
        () => send(http, envelope(h, "serverless.file.resource.getTempFileURL", { fileList: [{}] })),
        400,
        "INVALID_PARAM",
      ],
    ];
    for (const [name, run, status, code] of cases) {
      const res = await run();
      expect([name, res.statusCode, errorOf(res)]).toEqual([name, status, code]);
      expect(res.json()).toMatchObject({ success: false, error: { message: expect.any(String) } });
    }
    // A path that is not a cloudPath, from a signed-in caller: the files service's own code.
    const user = await h.register();
    // A new signature: the same signed call again would be a replay, whoever's token rides with it.
    h.clock.advance(1);
    const climb = await send(
      http,
      envelope(h, "serverless.file.resource.generateProximalSign", { cloudPath: "../x.png" }),
      { "x-client-token": user.token },
    );
    expect(errorOf(climb)).toBe(String(ERRORS.cloudPathInvalid.code));
    const get = await http.inject({ method: "GET", url: "/client" });
    expect(get.statusCode).toBeLessThan(500);
  });

  it("accepts a timestamp within the window, refuses a replayed state-changing call", async () => {
    const { h, http } = await server();
    const old = envelope(
      h,
      "serverless.auth.user.anonymousAuthorize",
      {},
      { timestamp: h.clock.now() - 600_000 },
    );
    const auth = await send(http, old);
    expect(auth.statusCode).toBe(200);
    expect(auth.json()).toMatchObject({
      success: true,
      data: { accessToken: expect.any(String), expiresInSecond: 7200 },
    });
    expect(auth.headers["request-id"]).toBeTruthy();
    // Reads and authorizations are idempotent: a second sighting is answered.
    expect((await send(http, old)).statusCode).toBe(200);
    const invoke = envelope(h, "serverless.function.runtime.invoke", {
      functionTarget: "router",
      functionArgs: { $url: "user/pub/checkVersion", data: {} },
    });
    const first = await send(http, invoke);
    expect(first.json()).toMatchObject({ success: true, data: { code: expect.any(Number) } });
    const again = await send(http, invoke);
    expect([again.statusCode, errorOf(again)]).toEqual([403, "GATEWAY_REPLAYED_REQUEST"]);
  });

  it("refuses forged, foreign and expired access tokens", async () => {
    const { h, http } = await server({ CLOUD_ACCESS_TOKEN_SECONDS: "60" });
    const auth = await send(http, envelope(h, "serverless.auth.user.anonymousAuthorize"));
    const token = (auth.json() as { data: { accessToken: string } }).data.accessToken;
    const call = (t: string) =>
      send(http, envelope(h, "serverless.file.resource.info", { id: "x" }, { token: t }), {
        "x-basement-token": t,
      });
    expect((await call(token)).statusCode).toBe(200);
    const forged = token.replace(/.$/, (c) => (c === "A" ? "B" : "A"));
    expect(errorOf(await call(forged))).toBe("GATEWAY_INVALID_TOKEN");
    const { h: other, http: otherHttp } = await server({ CLOUD_ACCESS_TOKEN_SECONDS: "60" });
    const foreign = await send(otherHttp, envelope(other, "serverless.auth.user.anonymousAuthorize"));
    expect(errorOf(await call((foreign.json() as { data: { accessToken: string } }).data.accessToken))).toBe(
      "GATEWAY_INVALID_TOKEN",
    );
    h.clock.advance(61_000);
    expect(errorOf(await call(token))).toBe("GATEWAY_INVALID_TOKEN");
  });

  it("spends the gateway bucket for its own calls and the router's buckets for router calls", async () => {
    const { h, http } = await server({ RATE_LIMIT_PER_MINUTE: "2" });
    const statuses = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await send(http, envelope(h, "serverless.auth.user.anonymousAuthorize"))).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
    const limited = await send(http, envelope(h, "serverless.auth.user.anonymousAuthorize"));
    expect(errorOf(limited)).toBe("GATEWAY_RATE_LIMITED");
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    // The router's pub bucket is still full: router calls go on, two of them.
    const invoke = (n: number) =>
      send(
        http,
        envelope(h, "serverless.function.runtime.invoke", {
          functionTarget: "router",
          functionArgs: { $url: "user/pub/checkVersion", data: { n } },
        }),
      );
    expect([
      (await invoke(1)).statusCode,
      (await invoke(2)).statusCode,
      (await invoke(3)).statusCode,
    ]).toEqual([200, 200, 429]);
  });

  it("logs one line per call, without the secret, signature or tokens", async () => {
    const capture = captureLogs("info");
    const { h, http } = await server({ LOG_LEVEL: "info" }, capture.logger);
    const signed = envelope(h, "serverless.auth.user.anonymousAuthorize");
    const res = await send(http, signed);
    const token = (res.json() as { data: { accessToken: string } }).data.accessToken;
    await send(http, envelope(h, "serverless.nope"));
    const lines = capture.lines.filter((l) => l.msg === "gateway call");
    expect(lines.map((l) => [l.method, l.code])).toEqual([
      ["serverless.auth.user.anonymousAuthorize", "0"],
      ["serverless.nope", "GATEWAY_INVALID_METHOD"],
    ]);
    const text = JSON.stringify(capture.lines);
    for (const secret of [SECRET, signed.sign, token]) expect(text).not.toContain(secret);
  });
});

describe("CORS of the gateways", () => {
  let cors: Server;
  beforeAll(async () => {
    const h = await createHarness({ ...GATEWAY, CORS_ORIGINS: "https://h5.example.com" });
    cors = { h, http: await buildHttpServer(h.app) };
  });
  afterAll(async () => {
    await cors.http.close();
    await cors.h.close();
  });
  const preflight = (url: string, origin: string) =>
    cors.http.inject({
      method: "OPTIONS",
      url,
      headers: {
        origin,
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type, x-serverless-sign, x-basement-token",
      },
    });

  it("allows the SDKs' headers on /client and /tcb and exposes request-id and x-tcb-trace", async () => {
    for (const url of ["/client", "/tcb", "/client/oss"]) {
      const res = await preflight(url, "https://h5.example.com");
      expect(res.statusCode).toBe(204);
      expect(res.headers["access-control-allow-origin"]).toBe("https://h5.example.com");
      const allowed = String(res.headers["access-control-allow-headers"]).split(/,\s*/);
      for (const header of [
        "content-type",
        "x-serverless-sign",
        "x-basement-token",
        "x-client-info",
        "x-client-token",
        "x-sdk-version",
        "x-seqid",
        "x-tcb-trace",
      ])
        expect(allowed).toContain(header);
    }
    const call = await cors.http.inject({
      method: "POST",
      url: "/client",
      headers: { origin: "https://h5.example.com", "content-type": "application/json" },
      payload: "{}",
    });
    const exposed = String(call.headers["access-control-expose-headers"]);
    expect(exposed).toContain("request-id");
    expect(exposed).toContain("x-tcb-trace");
    const stranger = await preflight("/client", "https://evil.example.net");
    expect(Object.keys(stranger.headers).filter((n) => n.startsWith("access-control-"))).toEqual([]);
    // The router keeps its own answer (the requested headers reflected).
    const router = await cors.http.inject({
      method: "OPTIONS",
      url: "/router/user/pub/login",
      headers: {
        origin: "https://h5.example.com",
        "access-control-request-method": "POST",
        "access-control-request-headers": "uni-id-token",
      },
    });
    expect(String(router.headers["access-control-allow-headers"])).toContain("uni-id-token");
  });
});
