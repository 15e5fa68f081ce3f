import { aesEncrypt, requestKey } from "@roster/contract";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../test/harness.js";
import { jsonNestingExceeds } from "./json-depth.js";
import { buildHttpServer } from "./server.js";

/** Bodies that attack the JSON parser itself (issue 8, item 6): nesting that would blow a recursive walker. */
let h: Harness;
let http: FastifyInstance;
beforeAll(async () => {
  h = await createHarness({ WEB_DIST: "/nonexistent" });
  http = await buildHttpServer(h.app);
});
afterAll(async () => {
  await http.close();
  await h.close();
});

const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
  http.inject({ method: "POST", url, headers: { "content-type": "application/json", ...headers }, payload });

/** Nearly 1 MiB of `[[[[...]]]]` (or objects), well-formed. */
const deepArray = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;

describe("JSON nesting depth at the transport", () => {
  it.each([
    ["a 1 MiB array of arrays", "/router/user/pub/login", deepArray(500_000)],
    ["a deep value inside the payload", "/router/user/pub/login", `{"username":${deepObject(100_000)}}`],
    [
      "a deep value inside the function-call form",
      "/router",
      `{"$url":"user/pub/login","data":${deepObject(100_000)}}`,
    ],
  ])("answers %s with HTTP 400 and keeps serving", async (_name, url, payload) => {
    const res = await post(url, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 400,
      msg: expect.stringMatching(/nested too deeply \(limit 64 levels\)/),
    });
    expect(res.body).not.toMatch(/at |\.ts|\.js/);
    expect((await http.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
  });

  it("answers a deep encrypted body without a 500", async () => {
    const headers = { "vk-encrypt": "true", "vk-appid": "__UNI__ROSTER", "vk-device-id": "deep" };
    const key = requestKey("__UNI__ROSTER", "deep", undefined);
    const plain = `{"timeStamp":${h.clock.now()},"a":${deepObject(20_000)}}`;
    const res = await post(
      "/router/template/test/pub/testEncryptRequest",
      aesEncrypt(plain, key, "aes-256-ecb"),
      headers,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: -1 });
  });

  it("still accepts ordinary nesting", async () => {
    const res = await post(
      "/router/user/pub/login",
      `{"username":"nobody_here","password":"x","extra":${deepObject(20)}}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().code).not.toBe(400);
  });
});

describe("jsonNestingExceeds", () => {
  it("counts arrays and objects, not brackets inside strings", () => {
    expect(jsonNestingExceeds('[[{"a":[1]}]]', 4)).toBe(false);
    expect(jsonNestingExceeds('[[{"a":[1]}]]', 3)).toBe(true);
    expect(jsonNestingExceeds(`{"a":"${"[".repeat(100)}"}`, 1)).toBe(false);
    expect(jsonNestingExceeds(`{"a":"\\"[[[["}`, 1)).toBe(false);
    expect(jsonNestingExceeds(`{"a":"\\\\",${'"b":[[['.repeat(1)}1]]]}`, 3)).toBe(true);
  });
});

describe("context headers", () => {
  it("keeps a percent-encoded NUL in a header out of the stored session", async () => {
    const user = await h.createUser();
    const res = await post(
      "/router/user/pub/login",
      JSON.stringify({ username: user.username, password: user.password }),
      { "vk-device-id": "dev%00ice", "vk-platform": "h5%00" },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().code).toBe(0);
  });
});
