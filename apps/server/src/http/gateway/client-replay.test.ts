import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createHarness, type Harness, type TestUser } from "../../test/harness.js";
import { respelled } from "../../test/respell.js";
import { buildHttpServer } from "../server.js";
import { signBody } from "./client-protocol.js";

/**
 * The replay memory of `POST /client`, from the attacker's side: a captured signed state-changing call,
 * sent again with whatever the signature does not cover (the unsigned `x-client-token` header, another
 * spelling of the same token), is the same call and is refused.
 */

const SPACE = "space-1";
const SECRET = "test-client-secret-0123456789";

let h: Harness;
let http: Awaited<ReturnType<typeof buildHttpServer>>;
let alice: TestUser;
let bob: TestUser;
beforeAll(async () => {
  h = await createHarness({ CLOUD_SPACE_ID: SPACE, CLOUD_CLIENT_SECRET: SECRET, WEB_DIST: "/nonexistent" });
  http = await buildHttpServer(h.app);
  alice = await h.createUser();
  bob = await h.createUser();
});
// Each test signs its own calls: a new timestamp, so that no test replays another's.
beforeEach(() => h.clock.advance(1));
afterAll(async () => {
  await http.close();
  await h.close();
});

/** A signed invoke of `template/db_api/kh/add` (one demo row per run), as the SDK builds it. */
function addRowCall(extraArgs: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  const body: Record<string, unknown> = {
    method: "serverless.function.runtime.invoke",
    params: JSON.stringify({
      functionTarget: "router",
      functionArgs: { $url: "template/db_api/kh/add", data: { name: "replayed" }, ...extraArgs },
    }),
    spaceId: SPACE,
    timestamp: h.clock.now(),
    ...extra,
  };
  return { body, sign: signBody(body, SECRET) };
}

const send = (call: { body: object; sign: string }, headers: Record<string, string> = {}) =>
  http.inject({
    method: "POST",
    url: "/client",
    headers: { "content-type": "application/json", "x-serverless-sign": call.sign, ...headers },
    payload: JSON.stringify(call.body),
  });

const rowsOf = async (user: TestUser) =>
  Number(
    (
      await h.app.services.db
        .selectFrom("vk_test")
        .select(sql<number>`count(*)`.as("n"))
        .where("user_id", "=", user.uid)
        .executeTakeFirstOrThrow()
    ).n,
  );

const outcome = (res: Awaited<ReturnType<typeof send>>) => {
  const body = res.json() as { success: boolean; data?: { code: number }; error?: { code: string } };
  return body.success ? `code ${body.data?.code}` : (body.error?.code ?? "?");
};

describe("POST /client replay memory: the key is what the signature covers", () => {
  it("aliyun: a replayed call with an x-client-token header it does not even use is refused", async () => {
    const auth = await send({
      body: {
        method: "serverless.auth.user.anonymousAuthorize",
        params: "{}",
        spaceId: SPACE,
        timestamp: h.clock.now(),
      },
      sign: signBody(
        {
          method: "serverless.auth.user.anonymousAuthorize",
          params: "{}",
          spaceId: SPACE,
          timestamp: h.clock.now(),
        },
        SECRET,
      ),
    });
    const accessToken = (auth.json() as { data: { accessToken: string } }).data.accessToken;
    const before = await rowsOf(alice);
    const call = addRowCall({ uniIdToken: alice.token }, { token: accessToken });
    const basement = { "x-basement-token": accessToken };
    expect(outcome(await send(call, basement))).toBe("code 0");
    const replays = ["", "x", alice.token, bob.token, "anything-at-all"].map((value) =>
      send(call, { ...basement, "x-client-token": value }),
    );
    for (const res of await Promise.all(replays)) expect(outcome(res)).toBe("GATEWAY_REPLAYED_REQUEST");
    expect(await rowsOf(alice)).toBe(before + 1);
  });

  it("private: the same signed call under another spelling of the token, or another token, is refused", async () => {
    const before = await rowsOf(alice);
    const call = addRowCall({});
    expect(outcome(await send(call, { "x-client-token": alice.token }))).toBe("code 0");
    const [head, payload, signature] = alice.token.split(".") as [string, string, string];
    const variants = [
      `${head}.${payload}.${respelled(signature)}`,
      `${alice.token} `,
      bob.token,
      "",
      "not-a-token",
    ];
    for (const value of variants)
      expect(outcome(await send(call, { "x-client-token": value }))).toBe("GATEWAY_REPLAYED_REQUEST");
    expect(await rowsOf(alice)).toBe(before + 1);
    expect(await rowsOf(bob)).toBe(0);
  });

  it("another spelling of a token is no token at all: a fresh call with it is refused (30204)", async () => {
    const [head, payload, signature] = alice.token.split(".") as [string, string, string];
    const before = await rowsOf(alice);
    const res = await send(addRowCall({}), {
      "x-client-token": `${head}.${payload}.${respelled(signature)}`,
    });
    expect(outcome(res)).toBe("code 30204");
    expect(await rowsOf(alice)).toBe(before);
  });

  it("a fresh signature of the same call (a new timestamp) is a new call", async () => {
    const before = await rowsOf(alice);
    expect(outcome(await send(addRowCall({}), { "x-client-token": alice.token }))).toBe("code 0");
    h.clock.advance(1);
    expect(outcome(await send(addRowCall({}), { "x-client-token": alice.token }))).toBe("code 0");
    expect(await rowsOf(alice)).toBe(before + 2);
  });
});
