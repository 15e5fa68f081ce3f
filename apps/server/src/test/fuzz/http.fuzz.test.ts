import { decryptResponseBody } from "@roster/contract";
import fc from "fast-check";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildHttpServer } from "../../http/server.js";
import { ROUTES } from "../../routes/index.js";
import { createHarness, type Harness, uniqueName } from "../harness.js";
import {
  callerViolations,
  FUZZ_CLIENT,
  fuzzKey,
  honestCallArbitrary,
  type RouteCall,
  routeCallArbitrary,
  sentData,
} from "./calls.js";
import { type HttpRequest, jsonText, oddHeaders, transportRequest } from "./http-requests.js";
import { inspectResponse, summarize } from "./oracle.js";
import { Reach } from "./reach.js";
import { failureText, runFuzz, runSweep, summaryLine } from "./run.js";
import {
  honestSessionArbitrary,
  runSession,
  SOCKET_ROUTES,
  type SocketSession,
  socketSessionArbitrary,
} from "./socket-sessions.js";
import { FuzzWorld, withCause } from "./world.js";

/** Building the fuzz world (accounts, roles, files) on a loaded machine's PostgreSQL can pass the 30 s hook default. */
const WORLD_SETUP_MS = 120_000;

/**
 * Issue 8, item 10, the transport's share: generated route calls in both wire forms (`/router/<path>` and
 * `/router {$url, data}`), plain and encrypted, plus bodies that are not JSON, lie about their type, nest a
 * megabyte deep or pass the size limit, odd methods, URLs and headers. No answer may be a 5xx, show a stack,
 * a path or a secret; `/healthz` and a normal sign-in still work afterwards.
 *
 * Issue 27: the run reaches every operation `/openapi.json` lists (its handler runs; see reach.ts). The
 * socket routes are reached as clients reach them, by WebSocket (socket-sessions.ts), and a sweep at the
 * end sends honest generated calls to any route the random draws left unreached.
 */
const RUNS = Number(process.env.FUZZ_HTTP_RUNS ?? 1_500);
const SOCKET_RUNS = Number(process.env.FUZZ_SOCKET_RUNS ?? 120);
/** Generated calls the sweep may spend on one route before the coverage test names it unreached. */
const SWEEP_TRIES = Number(process.env.FUZZ_SWEEP_TRIES ?? 64);

const reach = new Reach();
let h: Harness;
let http: FastifyInstance;
let base: string;
let world: FuzzWorld;
beforeAll(async () => {
  h = await createHarness({ WEB_DIST: "/nonexistent" }, { routes: reach.routes });
  http = await buildHttpServer(h.app);
  base = (await http.listen({ port: 0, host: "127.0.0.1" })).replace(/^http/, "ws");
  world = new FuzzWorld(h);
  await world.init();
}, WORLD_SETUP_MS);
afterAll(async () => {
  await http.close();
  await h.close();
});

/** A generated request and, for route calls, the call it carries (to read an encrypted answer). */
interface Sent {
  request: HttpRequest;
  call?: RouteCall;
  form?: "path" | "function";
}

/** The HTTP form of a route call: path form or function-call form, token in a header or in the body. */
function toHttp(
  call: RouteCall,
  form: "path" | "function",
  tokenInBody: boolean,
  extra: Record<string, string>,
): HttpRequest {
  const token = world.tokenOf(call.who);
  const { data, encrypted } = sentData(call, token, h.clock.now());
  const headers: Record<string, string> = {
    "content-type": "application/json",
    "vk-appid": FUZZ_CLIENT.appid,
    "vk-device-id": FUZZ_CLIENT.deviceId,
    "vk-locale": call.locale,
    ...(token && !tokenInBody ? { "uni-id-token": token } : {}),
    ...extra,
  };
  const withToken =
    tokenInBody && token && !encrypted && typeof data === "object" && data !== null && !Array.isArray(data)
      ? { ...data, uni_id_token: token }
      : data;
  if (form === "function")
    return {
      method: "POST",
      url: "/router",
      headers,
      payload: jsonText({ $url: call.path, data: withToken, encrypt: encrypted }),
    };
  if (encrypted)
    return {
      method: "POST",
      url: `/router/${call.path}`,
      headers: { ...headers, "vk-encrypt": "true" },
      payload: String(data),
    };
  return { method: "POST", url: `/router/${urlPath(call.path)}`, headers, payload: jsonText(withToken) };
}

/** A path as a URL carries it; a lone surrogate goes as the bytes a broken client would send. */
function urlPath(path: string): string {
  return encodeURI(path.replace(/[\ud800-\udfff]/g, "\u0000")).replace(/%00/g, "%ED%A0%80");
}

let arbitrary: fc.Arbitrary<Sent> | undefined;
function sentArbitrary(): fc.Arbitrary<Sent> {
  arbitrary ??= fc.oneof(
    {
      weight: 3,
      arbitrary: fc
        .tuple(
          routeCallArbitrary(world),
          fc.constantFrom("path" as const, "function" as const),
          fc.boolean(),
          oddHeaders,
        )
        .map(([call, form, tokenInBody, extra]) => ({
          request: toHttp(call, form, tokenInBody, extra),
          call,
          form,
        })),
    },
    { weight: 2, arbitrary: transportRequest.map((request) => ({ request })) },
  );
  return arbitrary;
}

function parse(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

const describeSent = ({ request }: Sent) =>
  `${request.method} ${summarize(request.url, 80)} ${summarize(request.headers, 160)} ${summarize(String(request.payload ?? ""), 200)}`;

async function sendHttp({ request, call }: Sent) {
  const res = await http.inject({ ...request, payload: request.payload });
  let body = parse(res.body) as Record<string, unknown> | string;
  if (call && typeof body === "object" && body?.encrypt === true && typeof body.data === "string")
    body = decryptResponseBody(body.data, fuzzKey(world.tokenOf(call.who))) as Record<string, unknown>;
  const secrets = world.secretsFor(call?.who ?? "anonymous");
  return {
    violations: withCause(
      [
        ...inspectResponse(res.statusCode, body, secrets, call?.path),
        ...(call && typeof body === "object" ? callerViolations(call, body?.code) : []),
      ],
      world,
    ),
    code: `${res.statusCode}/${typeof body === "object" ? String(body?.code) : "text"}`,
  };
}

const describeSession = (s: SocketSession) =>
  `WS ${summarize(s.url, 80)} ${s.who} ${s.encrypt ? "(encrypted) " : ""}channel ${summarize(s.channel, 40)} connect ${summarize(s.connect, 200)} messages ${summarize(s.messages, 200)}`;
const sendSession = async (session: SocketSession) => {
  const result = await runSession(base, world, session);
  return { ...result, violations: withCause(result.violations, world) };
};

describe("fuzzing the HTTP transport", () => {
  it(`answers ${RUNS} generated requests and ${SOCKET_RUNS} sockets without a 5xx, a stack, a path or a secret`, async () => {
    const report = await runFuzz<Sent>({
      runs: RUNS,
      chunkSize: 50,
      parallel: 8,
      arbitrary: sentArbitrary,
      between: () => world.heal(),
      describe: describeSent,
      send: sendHttp,
    });
    const sockets = await runFuzz<SocketSession>({
      runs: SOCKET_RUNS,
      chunkSize: 40,
      parallel: 8,
      arbitrary: () => socketSessionArbitrary(world),
      between: () => world.heal(),
      describe: describeSession,
      send: sendSession,
    });
    // Whatever the seed: every route the random draws did not reach gets honest generated calls (sockets
    // for the socket routes) until its handler runs. The coverage test below fails on those still unreached.
    const reached = (path: string) => reach.hits.has(path);
    const called = Object.keys(ROUTES).filter((path) => !SOCKET_ROUTES.includes(path));
    await runSweep<Sent>(
      {
        targets: called,
        reached,
        tries: SWEEP_TRIES,
        arbitrary: (path) =>
          honestCallArbitrary(world, path).map((call) => ({
            request: toHttp(call, "path", false, {}),
            call,
            form: "path" as const,
          })),
        send: sendHttp,
        between: () => world.heal(),
        describe: describeSent,
      },
      report,
    );
    await runSweep<SocketSession>(
      {
        targets: SOCKET_ROUTES,
        reached,
        tries: SWEEP_TRIES,
        arbitrary: (url) => honestSessionArbitrary(world, url),
        send: sendSession,
        between: () => world.heal(),
        describe: describeSession,
      },
      sockets,
    );
    for (const [name, run] of [
      [`fuzz http (${h.dialect})`, report],
      [`fuzz sockets (${h.dialect})`, sockets],
    ] as const) {
      console.log(`${summaryLine(name, run)}, test users replaced ${world.replaced}`);
      expect(run.findings, failureText(name, run)).toEqual([]);
    }
    expect(report.requests).toBeGreaterThanOrEqual(RUNS);
    expect(sockets.requests).toBeGreaterThanOrEqual(SOCKET_RUNS);
  }, 240_000);

  it("reached every operation /openapi.json lists: each one's handler ran at least once", async () => {
    const document = (await http.inject({ method: "GET", url: "/openapi.json" })).json() as {
      paths: Record<string, Record<string, { operationId: string }>>;
    };
    const operations = Object.values(document.paths).flatMap((methods) =>
      Object.values(methods).map((operation) => operation.operationId),
    );
    expect(operations.length).toBe(Object.keys(ROUTES).length);
    const counts = Object.fromEntries(operations.map((path) => [path, reach.hits.get(path) ?? 0]));
    console.log(
      `fuzz http (${h.dialect}): reached ${operations.length - reach.unreached(operations).length} of ${operations.length} operations`,
    );
    expect(reach.unreached(operations), `operations never reached: ${JSON.stringify(counts)}`).toEqual([]);
  });

  it("is healthy afterwards: /healthz answers and a new account registers and signs in over HTTP", async () => {
    expect((await http.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
    const username = uniqueName("after");
    const post = (url: string, payload: unknown) =>
      http.inject({
        method: "POST",
        url,
        headers: { "content-type": "application/json" },
        payload: JSON.stringify(payload),
      });
    expect((await post("/router/user/pub/register", { username, password: "secret_123" })).json().code).toBe(
      0,
    );
    const login = (await post("/router/user/pub/login", { username, password: "secret_123" })).json();
    expect(login.code).toBe(0);
    const me = await http.inject({
      method: "POST",
      url: "/router/user/kh/getMyUserInfo",
      headers: { "content-type": "application/json", "uni-id-token": login.vk_uni_token.token },
      payload: "{}",
    });
    expect(me.json()).toMatchObject({ code: 0, userInfo: { username } });
  });
});
