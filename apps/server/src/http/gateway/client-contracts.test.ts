import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ERRORS, type ErrorName } from "@roster/contract";
import {
  CLIENT_ACTIONS,
  clientCodeOf,
  clientStatusOf,
  GATEWAY_COMMON_ERRORS,
  gatewayErrorsOf,
} from "@roster/contract/gateways";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../test/harness.js";
import { buildHttpServer } from "../server.js";
import { CLIENT_HANDLERS } from "./client-actions/index.js";
import { signBody } from "./client-protocol.js";

// Issue 28.2: every /client method is a contract (packages/contract/src/gateways/client/<seg>/<name>.ts) with
// one handler file (client-actions/<seg>/<name>.ts), listed in /openapi.json, and run through the one
// pipeline of the gateways; its refusals are catalogue entries answered with the SDK's codes and statuses.

const here = path.dirname(fileURLToPath(import.meta.url));
const contractsRoot = path.resolve(here, "../../../../../packages/contract/src/gateways/client");
const NAMES = Object.keys(CLIENT_ACTIONS).sort();
const SPACE = "space-contracts-1";
const SECRET = "contracts-client-secret-0123456789";

/** The SDK's code strings and statuses of the gateway's refusals, as the unmodified SDKs read them. */
const SDK_WIRE: Partial<Record<ErrorName, [string, number]>> = {
  clientInvalidParam: ["INVALID_PARAM", 400],
  clientInvalidSign: ["GATEWAY_INVALID_SIGN", 403],
  clientInvalidTimestamp: ["GATEWAY_INVALID_TIMESTAMP", 403],
  clientReplayed: ["GATEWAY_REPLAYED_REQUEST", 403],
  clientInvalidSpace: ["GATEWAY_INVALID_SPACE", 403],
  clientInvalidToken: ["GATEWAY_INVALID_TOKEN", 401],
  clientInvalidMethod: ["GATEWAY_INVALID_METHOD", 400],
  clientFunctionNotFound: ["FUNCTION_NOT_FOUND", 404],
  clientRateLimited: ["GATEWAY_RATE_LIMITED", 429],
  clientBodyTooLarge: ["GATEWAY_BODY_TOO_LARGE", 413],
  clientStorageDenied: ["STORAGE_ACCESS_DENIED", 403],
  clientStorageUnsupported: ["STORAGE_NOT_SUPPORTED", 501],
  clientTokenInvalid: ["uni-id-check-token-failed", 401],
  clientTokenExpired: ["uni-id-token-expired", 401],
  internal: ["SYS_ERR", 500],
  storageUnavailable: [String(ERRORS.storageUnavailable.code), 503],
  fileNotExist: [String(ERRORS.fileNotExist.code), 400],
};

/** The file of a method, by its name: `serverless.<segment>.….<name>` -> `<segment>/<name>`. */
const fileOf = (method: string) => {
  const parts = method.split(".");
  return `${parts[1]}/${parts[parts.length - 1]}`;
};

/** The `<segment>/<name>` files under `root` (helpers at its top left out). */
const methodFiles = (root: string) =>
  (fs.readdirSync(root, { recursive: true }) as string[])
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => /^\w+\/\w+\.ts$/.test(file) && !file.endsWith(".test.ts"))
    .map((file) => file.slice(0, -".ts".length))
    .sort();

let h: Harness;
let http: FastifyInstance;
let accessToken = "";
let userToken = "";
beforeAll(async () => {
  h = await createHarness({
    CLOUD_SPACE_ID: SPACE,
    CLOUD_CLIENT_SECRET: SECRET,
    CLOUD_ANONYMOUS_UPLOADS: "true",
    WEB_DIST: "/nonexistent",
  });
  http = await buildHttpServer(h.app);
  const auth = await call("aliyun", "serverless.auth.user.anonymousAuthorize", {});
  accessToken = (auth.body as { data: { accessToken: string } }).data.accessToken;
  userToken = (await h.register()).token;
});
afterAll(async () => {
  await http.close();
  await h.close();
});

let sequence = 0;
/** One signed call as the SDK sends it (aliyun: with the access token), answered status and body. */
async function call(
  provider: "aliyun" | "private",
  method: string,
  params: unknown,
  headers: Record<string, string> = {},
) {
  const body: Record<string, unknown> = {
    method,
    params: typeof params === "string" ? params : JSON.stringify(params),
    spaceId: SPACE,
    // A distinct timestamp each: two calls are never the same signed call (the replay memory).
    timestamp: h.clock.now() - ++sequence,
    ...(provider === "aliyun" ? { token: accessToken } : {}),
  };
  const res = await http.inject({
    method: "POST",
    url: "/client",
    headers: {
      "content-type": "application/json",
      "x-serverless-sign": signBody(body, SECRET),
      ...(provider === "aliyun" && accessToken ? { "x-basement-token": accessToken } : {}),
      ...headers,
    },
    payload: JSON.stringify(body),
  });
  return {
    status: res.statusCode,
    body: res.json() as { success: boolean; data?: unknown; error?: { code: string; message: string } },
  };
}

/** The codes a method may answer: its gateway's common errors and its contract's own. */
const declaredCodes = (method: keyof typeof CLIENT_ACTIONS) =>
  new Set(
    [...GATEWAY_COMMON_ERRORS.client, ...gatewayErrorsOf(CLIENT_ACTIONS[method])]
      .filter((name) => name !== "internal")
      .map(clientCodeOf),
  );

describe("the /client method registry", () => {
  it("contracts, contract files, handlers and handler files name the same methods", () => {
    expect(Object.keys(CLIENT_HANDLERS).sort()).toEqual(NAMES);
    const files = NAMES.map(fileOf).sort();
    expect(methodFiles(contractsRoot)).toEqual(files);
    expect(methodFiles(path.join(here, "client-actions"))).toEqual(files);
    for (const [name, contract] of Object.entries(CLIENT_ACTIONS)) {
      expect(contract.action).toBe(name);
      expect(contract.gateway).toBe("client");
      expect(CLIENT_HANDLERS[name as keyof typeof CLIENT_HANDLERS].contract).toBe(contract);
    }
  });

  it("answers the gateway's refusals with the SDK's code strings and statuses, as before the catalogue", () => {
    for (const [name, [code, status]] of Object.entries(SDK_WIRE) as [ErrorName, [string, number]][]) {
      expect(clientCodeOf(name), name).toBe(code);
      expect(clientStatusOf(name), name).toBe(status);
    }
    // Every error any method may answer is a catalogue entry in the five languages, with a code string.
    for (const contract of Object.values(CLIENT_ACTIONS))
      for (const name of [...GATEWAY_COMMON_ERRORS.client, ...gatewayErrorsOf(contract)]) {
        expect(Object.keys(ERRORS[name].messages).sort()).toEqual(["en", "es", "fr", "zh-Hans", "zh-Hant"]);
        expect(clientCodeOf(name)).toMatch(/^[A-Za-z0-9_-]+$/);
      }
  });
});

describe("the /client pipeline", () => {
  /** Params no method takes: wrong types, too long, NUL, prototype keys, deep nesting, no object. */
  const HOSTILE: unknown[] = [
    { cloudPath: 7, id: [], fileList: "a", functionTarget: {}, filename: null, fileId: 1 },
    { cloudPath: "x".repeat(5000), id: "y".repeat(60_000), fileList: Array(60).fill("a") },
    { cloudPath: "a\u0000b", id: "\u0000", fileList: ["a\u0000"], functionTarget: "router\u0000" },
    { cloudPath: "   ", id: " ", fileList: [], filename: "" },
    '{"constructor":{"prototype":{"x":1}},"fileList":[{"a":1}],"id":{"__x":1},"cloudPath":false}',
    { functionTarget: "router", functionArgs: "text", fileList: [1, 2] },
  ];

  it("answers hostile params of every method as INVALID_PARAM (400) on both providers, never a 500", async () => {
    for (const method of NAMES) {
      if (method === "serverless.auth.user.anonymousAuthorize") continue;
      // A caller the method takes (its policy runs before its params are read): signed in, over private.
      const signedIn = CLIENT_ACTIONS[method as keyof typeof CLIENT_ACTIONS].caller === "user";
      for (const provider of signedIn ? (["private"] as const) : (["private", "aliyun"] as const))
        for (const params of HOSTILE) {
          const headers: Record<string, string> = signedIn ? { "x-client-token": userToken } : {};
          const { status, body } = await call(provider, method, params, headers);
          const label = `${provider} ${method} ${JSON.stringify(params).slice(0, 60)}`;
          expect(status, label).toBe(400);
          expect(body.success, label).toBe(false);
          expect(body.error?.code, label).toBe("INVALID_PARAM");
        }
    }
  });

  it("answers only codes each method's contract declares, in the caller's locale", async () => {
    const fr = { "x-client-info": encodeURIComponent(JSON.stringify({ LOCALE: "fr" })) };
    const calls: [keyof typeof CLIENT_ACTIONS, "aliyun" | "private", unknown, Record<string, string>?][] = [
      ["serverless.function.runtime.invoke", "private", { functionTarget: "nope" }, fr],
      ["serverless.function.runtime.invoke", "private", { functionTarget: "router", functionArgs: {} }],
      ["serverless.file.resource.generateProximalSign", "private", { cloudPath: "../../x" }],
      ["serverless.file.resource.generateProximalSign", "aliyun", { filename: "a.png" }],
      ["serverless.file.resource.report", "private", { cloudPath: "never/uploaded.png" }],
      ["serverless.file.resource.report", "aliyun", { id: "no-such" }],
      ["serverless.file.resource.info", "aliyun", { id: "a,b" }],
      [
        "serverless.file.resource.getTempFileURL",
        "private",
        { fileList: ["no-such"] },
        { "x-client-token": "x" },
      ],
      ["serverless.file.resource.getTempFileURL", "private", { fileList: ["no-such"] }],
      ["serverless.file.resource.delete", "private", { fileList: ["no-such"] }, fr],
      ["serverless.file.resource.delete", "private", { fileList: ["no-such"] }, { "x-client-token": "x" }],
    ];
    for (const [method, provider, params, headers] of calls) {
      const { status, body } = await call(provider, method, params, headers);
      const label = `${provider} ${method} ${JSON.stringify(params)}`;
      expect(body.error?.code, label).not.toBe("SYS_ERR");
      if (!body.success) {
        expect(declaredCodes(method).has(body.error!.code), label).toBe(true);
        expect(status, label).not.toBe(200);
      }
    }
    const unknown = await call(
      "private",
      "serverless.function.runtime.invoke",
      { functionTarget: "nope" },
      fr,
    );
    expect(unknown).toMatchObject({
      status: 404,
      body: {
        error: { code: "FUNCTION_NOT_FOUND", message: "FUNCTION_NOT_FOUND : aucune fonction cloud nope" },
      },
    });
    const signedOut = await call("private", "serverless.file.resource.delete", { fileList: ["a"] }, fr);
    expect(signedOut).toMatchObject({
      status: 401,
      body: {
        error: { code: "uni-id-check-token-failed", message: ERRORS.clientSignInRequired.messages.fr },
      },
    });
  });
});

interface GatewayOperation {
  operationId: string;
  "x-roster-gateway": { gateway: string; action: string };
  "x-roster-caller": string;
  "x-roster-replay-guarded": boolean;
  "x-roster-errors": { name: ErrorName; wire: string; status: number }[];
}

describe("the /client methods in /openapi.json", () => {
  it("lists every method with its caller, replay guard and errors (with the SDK's codes and statuses)", async () => {
    const doc = (await http.inject({ method: "GET", url: "/openapi.json" })).json() as {
      paths: Record<string, { post: GatewayOperation }>;
      "x-roster-gateway-common-errors": Record<string, { name: ErrorName; wire: string; status: number }[]>;
    };
    const listed = Object.keys(doc.paths).filter((p) => p.startsWith("/client#"));
    expect(listed.sort()).toEqual(NAMES.map((name) => `/client#${name}`));
    for (const [name, contract] of Object.entries(CLIENT_ACTIONS)) {
      const op = doc.paths[`/client#${name}`]!.post;
      expect(op.operationId).toBe(`client:${name}`);
      expect(op["x-roster-gateway"]).toMatchObject({ gateway: "client", action: name });
      expect(op["x-roster-caller"]).toBe(contract.caller);
      expect(op["x-roster-replay-guarded"]).toBe(contract.replayGuarded ?? false);
      expect(op["x-roster-errors"].map((e) => e.name)).toEqual(gatewayErrorsOf(contract));
      for (const error of op["x-roster-errors"]) {
        expect(error.wire).toBe(clientCodeOf(error.name));
        expect(error.status).toBe(clientStatusOf(error.name));
      }
    }
    expect(doc["x-roster-gateway-common-errors"].client!.map((e) => e.name)).toEqual([
      ...GATEWAY_COMMON_ERRORS.client,
    ]);
    const page = await http.inject({ method: "GET", url: "/docs/docs.js" });
    expect(page.body).toContain('doc["x-roster-gateway-common-errors"]');
  });
});
