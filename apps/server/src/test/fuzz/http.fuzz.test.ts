import { decryptResponseBody } from "@roster/contract";
import fc from "fast-check";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildHttpServer } from "../../http/server.js";
import { createHarness, type Harness, uniqueName } from "../harness.js";
import { FUZZ_CLIENT, fuzzKey, type RouteCall, routeCallArbitrary, sentData } from "./calls.js";
import { type HttpRequest, jsonText, oddHeaders, transportRequest } from "./http-requests.js";
import { inspectResponse, summarize } from "./oracle.js";
import { failureText, runFuzz, summaryLine } from "./run.js";
import { FuzzWorld, withCause } from "./world.js";

/**
 * Issue 8, item 10, the transport's share: generated route calls in both wire forms (`/router/<path>` and
 * `/router {$url, data}`), plain and encrypted, plus bodies that are not JSON, lie about their type, nest a
 * megabyte deep or pass the size limit, odd methods, URLs and headers. No answer may be a 5xx, show a stack,
 * a path or a secret; `/healthz` and a normal sign-in still work afterwards.
 */
const RUNS = Number(process.env.FUZZ_HTTP_RUNS ?? 1_500);

let h: Harness;
let http: FastifyInstance;
let world: FuzzWorld;
beforeAll(async () => {
  h = await createHarness({ WEB_DIST: "/nonexistent" });
  http = await buildHttpServer(h.app);
  world = new FuzzWorld(h);
  await world.init();
});
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

describe("fuzzing the HTTP transport", () => {
  it(`answers ${RUNS} generated requests without a 5xx, a stack, a path or a secret`, async () => {
    const report = await runFuzz<Sent>({
      runs: RUNS,
      chunkSize: 50,
      parallel: 8,
      arbitrary: sentArbitrary,
      between: () => world.heal(),
      describe: ({ request }) =>
        `${request.method} ${summarize(request.url, 80)} ${summarize(request.headers, 160)} ${summarize(String(request.payload ?? ""), 200)}`,
      async send({ request, call }) {
        const res = await http.inject({ ...request, payload: request.payload });
        let body = parse(res.body) as Record<string, unknown> | string;
        if (call && typeof body === "object" && body?.encrypt === true && typeof body.data === "string")
          body = decryptResponseBody(body.data, fuzzKey(world.tokenOf(call.who))) as Record<string, unknown>;
        const secrets = world.secretsFor(call?.who ?? "anonymous");
        return {
          violations: withCause(inspectResponse(res.statusCode, body, secrets, call?.path), world),
          code: `${res.statusCode}/${typeof body === "object" ? String(body?.code) : "text"}`,
        };
      },
    });
    console.log(`${summaryLine(`fuzz http (${h.dialect})`, report)}, test users replaced ${world.replaced}`);
    expect(report.findings, failureText(`fuzz http (${h.dialect})`, report)).toEqual([]);
    expect(report.requests).toBe(RUNS);
  }, 180_000);

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
