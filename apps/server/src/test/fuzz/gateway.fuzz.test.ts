import fc from "fast-check";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signBody } from "../../http/gateway/client-protocol.js";
import { buildHttpServer } from "../../http/server.js";
import { createHarness, type Harness, uniqueName } from "../harness.js";
import {
  CLIENT_METHODS,
  type ClientRequest,
  clientHttp,
  clientRequestArbitrary,
  clientViolations,
  GATEWAY_ENV,
  type GatewayWorld,
  TCB_ACTIONS,
  type TcbRequest,
  tcbHttp,
  tcbRequestArbitrary,
  tcbViolations,
} from "./gateway-requests.js";
import type { HttpRequest } from "./http-requests.js";
import { inspectResponse, summarize, type Violation } from "./oracle.js";
import { Reach } from "./reach.js";
import { failureText, runFuzz, runSweep, summaryLine } from "./run.js";
import { FuzzWorld, withCause } from "./world.js";

/** Building the fuzz world (accounts, roles, files) on a loaded machine's PostgreSQL can pass the 30 s hook default. */
const WORLD_SETUP_MS = 120_000;

/**
 * Issue 27: the gateways' actions fuzzed as the routes are. The /tcb actions are drawn from their contracts
 * and the /client methods are drawn from their contracts (issue 28.2: input from each action's schema,
 * answers checked against the errors it declares), so a new action is fuzzed without a line here; every
 * one `/openapi.json` lists must be reached.
 * `POST /client` gets the uniCloud client SDK's signed envelopes of every method (wrong, missing and mangled
 * signatures, stale timestamps, replays, access tokens in another spelling) and `POST /tcb/web` CloudBase
 * calls of every action (hostile fields, foreign envs, tokens in another spelling). Beside the common
 * oracle (no 5xx, no stack, path or secret) each answer carries a declared code only, no bad signature or
 * invalid token is taken, and a replayed signed call is refused; sign-in over both still works afterwards.
 */
const RUNS = Number(process.env.FUZZ_GATEWAY_RUNS ?? 1_200);
/** Honest requests the sweep may spend on one method or action before the coverage test names it. */
const SWEEP_TRIES = 24;

const reach = new Reach();
let h: Harness;
let http: FastifyInstance;
let world: FuzzWorld;
const tokens = { access: "", tcbAccess: "", tcbRefresh: "", tcbAnonymous: "" };
/** The methods and actions whose own code ran (past the gateway's checks). */
const reached = new Set<string>();

const gateway: GatewayWorld = {
  now: () => h.clock.now(),
  userToken: () => world.user.token,
  username: () => world.user.username,
  accessToken: () => tokens.access,
  tcbAccess: () => tokens.tcbAccess,
  tcbRefresh: () => tokens.tcbRefresh,
  tcbAnonymous: () => tokens.tcbAnonymous,
};

const inject = (request: HttpRequest) => http.inject({ ...request, payload: request.payload });
const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};
const tcb = async (body: Record<string, unknown>, remoteAddress = "127.0.0.1") =>
  (
    await http.inject({
      method: "POST",
      url: `/tcb/web?env=${GATEWAY_ENV.TCB_ENV_ID}`,
      remoteAddress,
      payload: { env: GATEWAY_ENV.TCB_ENV_ID, ...body },
    })
  ).json() as Record<string, unknown>;

/** Honest sign-ins come from an address of their own each: the fuzz's wrong passwords lock its address. */
let honestSignIns = 0;
const client = async (method: string, params: unknown, headers: Record<string, string> = {}) => {
  h.clock.advance(1);
  const body = {
    method,
    params: JSON.stringify(params),
    spaceId: GATEWAY_ENV.CLOUD_SPACE_ID,
    timestamp: h.clock.now(),
  };
  const res = await http.inject({
    method: "POST",
    url: "/client",
    headers: { "x-serverless-sign": signBody(body, GATEWAY_ENV.CLOUD_CLIENT_SECRET), ...headers },
    payload: body,
  });
  return res.json() as { success: boolean; data?: Record<string, unknown> };
};

/** Fresh tokens of the gateways for the world's user (replaced when fuzzed calls signed it out). */
async function gatewayTokens(): Promise<void> {
  if (
    tokens.tcbAccess &&
    (await tcb({ action: "auth.getUserInfo", access_token: tokens.tcbAccess })).code === undefined
  )
    return;
  honestSignIns++;
  // The fuzz may have renamed the account (auth.updateUsername ends no session): sign in by today's name.
  const me = await h.call("user/kh/getMyUserInfo", {}, { as: world.user });
  const username = (me.userInfo as { username?: string } | undefined)?.username ?? world.user.username;
  const signedIn = await tcb(
    { action: "auth.signIn", loginType: "USERNAME", username, password: world.user.password },
    `10.77.${Math.floor(honestSignIns / 250) % 250}.${(honestSignIns % 250) + 1}`,
  );
  if (typeof signedIn.access_token !== "string")
    throw new Error(
      `the fuzz user's honest CloudBase sign-in failed: ${JSON.stringify(signedIn).slice(0, 200)}`,
    );
  tokens.tcbAccess = String(signedIn.access_token);
  tokens.tcbRefresh = String(signedIn.refresh_token);
}

beforeAll(async () => {
  h = await createHarness(GATEWAY_ENV, { routes: reach.routes });
  http = await buildHttpServer(h.app);
  world = new FuzzWorld(h);
  await world.init();
  const anonymous = await client("serverless.auth.user.anonymousAuthorize", {});
  tokens.access = String(anonymous.data?.accessToken);
  tokens.tcbAnonymous = String((await tcb({ action: "auth.signInAnonymously" })).access_token);
  await gatewayTokens();
}, WORLD_SETUP_MS);
afterAll(async () => {
  await http.close();
  await h.close();
});

type GatewayRequest = ClientRequest | TcbRequest;
const nameOf = (r: GatewayRequest) => (r.kind === "client" ? `client ${r.method}` : `tcb ${r.action}`);

/** The common oracle on an answer; through /client's router function, on the router's answer itself. */
function common(status: number, body: unknown, r: GatewayRequest): Violation[] {
  const secrets = world.secretsFor("user");
  const routerAnswer =
    r.kind === "client" &&
    r.method === "serverless.function.runtime.invoke" &&
    (body as { success?: unknown })?.success === true;
  return inspectResponse(status, routerAnswer ? (body as { data: unknown }).data : body, secrets);
}

async function send(r: GatewayRequest): Promise<{ violations: Violation[]; code: string }> {
  h.clock.advance(1);
  const request = r.kind === "client" ? clientHttp(gateway, r) : tcbHttp(r);
  const res = await inject(request);
  const body = parse(res.body);
  const violations = common(res.statusCode, body, r);
  const checked =
    r.kind === "client"
      ? clientViolations(r, body)
      : tcbViolations(r, body, parse(String(request.payload)) as Record<string, unknown>);
  violations.push(...checked.violations);
  if (r.kind === "client" && r.replay) {
    // The same signed body again, as an attacker who captured it sends it.
    const again = await inject(request);
    const second = parse(again.body);
    violations.push(...common(again.statusCode, second, r), ...clientViolations(r, second, body).violations);
  }
  if (checked.reached) reached.add(nameOf(r));
  return {
    violations: withCause(violations, world),
    code: `${nameOf(r).split(" ")[0]} ${res.statusCode}/${checked.code}`,
  };
}

const describeRequest = (r: GatewayRequest) =>
  r.kind === "client"
    ? `client ${summarize(r.method, 60)} ${r.provider} sign ${r.signature} ts ${r.timestamp}${r.replay ? " replayed" : ""} access ${r.accessToken.honest ? "ok" : "bad"} user ${r.userToken.honest ? "ok" : "bad"} extra ${summarize(r.extra, 80)} params ${summarize(r.params(), 200)}`
    : `tcb ${summarize(r.action, 60)} env ${r.env} token ${r.token.honest ? "ok" : "bad"} ${summarize(r.fields(), 240)}`;

let arbitrary: ReturnType<typeof requestArbitrary> | undefined;
function requestArbitrary() {
  return fc.oneof(clientRequestArbitrary(gateway), tcbRequestArbitrary(gateway));
}

describe("fuzzing the gateways (/client and /tcb)", () => {
  it(`answers ${RUNS} generated gateway requests without a 5xx, a leak, an undeclared code or a taken forgery`, async () => {
    const between = async () => {
      await world.heal();
      await gatewayTokens();
    };
    const report = await runFuzz<GatewayRequest>({
      runs: RUNS,
      chunkSize: 50,
      parallel: 8,
      arbitrary: () => {
        arbitrary ??= requestArbitrary();
        return arbitrary;
      },
      between,
      describe: describeRequest,
      send,
    });
    const targets = [...CLIENT_METHODS.map((m) => `client ${m}`), ...TCB_ACTIONS.map((a) => `tcb ${a}`)];
    await runSweep<GatewayRequest>(
      {
        targets,
        reached: (target) => reached.has(target),
        tries: SWEEP_TRIES,
        arbitrary: (target) => {
          const [kind, name] = target.split(" ") as [string, string];
          return kind === "client"
            ? clientRequestArbitrary(gateway, name)
            : tcbRequestArbitrary(gateway, name);
        },
        send,
        between,
        describe: describeRequest,
      },
      report,
    );
    console.log(
      `${summaryLine(`fuzz gateways (${h.dialect})`, report)}, test users replaced ${world.replaced}`,
    );
    expect(report.findings, failureText(`fuzz gateways (${h.dialect})`, report)).toEqual([]);
    expect(report.requests).toBeGreaterThanOrEqual(RUNS);
  }, 240_000);

  it("reached every /client method and every /tcb action past the gateway's checks", async () => {
    const document = (await http.inject({ method: "GET", url: "/openapi.json" })).json() as {
      paths: Record<string, { post: { "x-roster-gateway"?: { action: string } } }>;
    };
    const listed = Object.values(document.paths).flatMap(
      ({ post }) => post["x-roster-gateway"]?.action ?? [],
    );
    // Both gateways' actions are in the document (issue 28.2), and the fuzz draws every one it lists.
    expect(listed.sort()).toEqual([...TCB_ACTIONS, ...CLIENT_METHODS].sort());
    const targets = [...CLIENT_METHODS.map((m) => `client ${m}`), ...TCB_ACTIONS.map((a) => `tcb ${a}`)];
    const unreached = targets.filter((t) => !reached.has(t));
    expect(unreached, `never reached: ${unreached.join(", ")}`).toEqual([]);
  });

  it("still signs in over both gateways afterwards", async () => {
    const username = uniqueName("after");
    const anonymous = await client("serverless.auth.user.anonymousAuthorize", {});
    expect(anonymous.success).toBe(true);
    const register = await client("serverless.function.runtime.invoke", {
      functionTarget: "router",
      functionArgs: { $url: "user/pub/register", data: { username, password: "secret_123" } },
    });
    expect(register).toMatchObject({ success: true, data: { code: 0 } });
    const login = await client("serverless.function.runtime.invoke", {
      functionTarget: "router",
      functionArgs: { $url: "user/pub/login", data: { username, password: "secret_123" } },
    });
    expect(login).toMatchObject({ success: true, data: { code: 0 } });
    const signedIn = await tcb({
      action: "auth.signIn",
      loginType: "USERNAME",
      username,
      password: "secret_123",
    });
    expect(typeof signedIn.access_token).toBe("string");
    expect(
      (await tcb({ action: "auth.getUserInfo", access_token: signedIn.access_token })).code,
    ).toBeUndefined();
  });
});
