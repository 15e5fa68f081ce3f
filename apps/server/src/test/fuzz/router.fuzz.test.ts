import { decryptResponseBody } from "@roster/contract";
import type fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Body, createHarness, type Harness, uniqueName } from "../harness.js";
import {
  callerViolations,
  FUZZ_CLIENT,
  fuzzKey,
  type RouteCall,
  routeCallArbitrary,
  sentData,
} from "./calls.js";
import { inspectResponse, summarize } from "./oracle.js";
import { failureText, runFuzz, summaryLine } from "./run.js";
import { FuzzWorld, withCause } from "./world.js";

/** Building the fuzz world (accounts, roles, files) on a loaded machine's PostgreSQL can pass the 30 s hook default. */
const WORLD_SETUP_MS = 120_000;

/**
 * Issue 8, item 10: thousands of generated calls through the in-process router, on every route of the
 * registry, as a stranger, a forged token, a plain user and an admin. Input starts from each route's
 * contract (valid-ish) and is then made hostile. No call may answer an internal error, show a stack or a
 * path, or show a secret; the server must still serve normal calls afterwards.
 */
const RUNS = Number(process.env.FUZZ_ROUTER_RUNS ?? 8_500);

let h: Harness;
let world: FuzzWorld;
beforeAll(async () => {
  h = await createHarness();
  world = new FuzzWorld(h);
  await world.init();
}, WORLD_SETUP_MS);
afterAll(() => h.close());

/** Built once: values that depend on the world (ids, names) are read when drawn. */
let calls: fc.Arbitrary<RouteCall> | undefined;

describe("fuzzing the router", () => {
  it(`answers ${RUNS} generated calls without an internal error, a stack, a path or a secret`, async () => {
    const report = await runFuzz<RouteCall>({
      runs: RUNS,
      chunkSize: 50,
      parallel: Number(process.env.FUZZ_PARALLEL ?? 12),
      arbitrary: () => {
        calls ??= routeCallArbitrary(world);
        return calls;
      },
      between: () => world.heal(),
      describe: (call) =>
        `${call.who} ${summarize(call.path, 80)} ${call.encrypt ? "(encrypted) " : ""}${summarize(call.data)}`,
      async send(call) {
        const token = world.tokenOf(call.who);
        const { data, encrypted } = sentData(call, token, h.clock.now());
        const res = await h.callRaw(call.path, data, {
          as: token,
          encrypted,
          client: { ...FUZZ_CLIENT, locale: call.locale },
        });
        // An encrypted answer is inspected in clear, as its caller reads it.
        const body =
          res.body.encrypt === true && typeof res.body.data === "string"
            ? (decryptResponseBody(res.body.data, fuzzKey(token)) as Body)
            : res.body;
        return {
          violations: withCause(
            [
              ...inspectResponse(res.status, body, world.secretsFor(call.who), call.path),
              ...callerViolations(call, body.code),
            ],
            world,
          ),
          code: String(body.code),
        };
      },
    });
    console.log(
      `${summaryLine(`fuzz router (${h.dialect})`, report)}, test users replaced ${world.replaced}`,
    );
    expect(report.findings, failureText(`fuzz router (${h.dialect})`, report)).toEqual([]);
    expect(report.requests).toBe(RUNS);
  }, 180_000);

  it("still serves normal calls afterwards: register, sign in, read the profile", async () => {
    const username = uniqueName("after");
    expect((await h.call("user/pub/register", { username, password: "secret_123" })).code).toBe(0);
    const login = await h.call("user/pub/login", { username, password: "secret_123" });
    expect(login.code).toBe(0);
    const token = (login.vk_uni_token as { token: string }).token;
    expect((await h.call("user/kh/getMyUserInfo", {}, { as: token })).code).toBe(0);
    await expect(h.app.database.ping()).resolves.toBeUndefined();
  });
});
