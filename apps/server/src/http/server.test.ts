import { decryptResponseBody, ERRORS, encryptRequestData, requestKey } from "@roster/contract";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../test/harness.js";
import { buildHttpServer } from "./server.js";

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

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  http.inject({
    method: "POST",
    url,
    headers: { "content-type": "application/json", ...headers },
    payload: typeof payload === "string" ? payload : JSON.stringify(payload),
  });

describe("router endpoint", () => {
  it("serves POST /router/<path> with the envelope, security headers and a request id", async () => {
    const user = await h.createUser();
    const res = await post(
      "/router/user/kh/getMyUserInfo",
      {},
      { "uni-id-token": user.token, "x-forwarded-for": "1.2.3.4" },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 0, msg: "", userInfo: { _id: user.uid } });
    expect(res.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    // The API set: nothing loads, nothing frames, nothing caches.
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(res.headers["strict-transport-security"]).toMatch(/^max-age=\d+/);
    expect(
      (await post("/router", { $url: "template/test/pub/ping", data: {} })).headers["cache-control"],
    ).toBe("no-store");
  });

  it("keeps the web set (the app's CSP) on everything that is not an API answer", async () => {
    const res = await http.inject({ method: "GET", url: "/no-such-page" });
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("serves POST /router with {$url, data} and reads the token from data.uni_id_token", async () => {
    const user = await h.createUser();
    const res = await post("/router", { $url: "user/kh/getMyUserInfo", data: { uni_id_token: user.token } });
    expect(res.json()).toMatchObject({ code: 0, userInfo: { _id: user.uid } });
  });

  it("reads uniIdToken beside $url (the upstream cloud-function transport); the header still wins", async () => {
    const user = await h.createUser();
    const other = await h.createUser();
    const viaBody = await post("/router", {
      $url: "user/kh/getMyUserInfo",
      data: {},
      uniIdToken: user.token,
    });
    expect(viaBody.json()).toMatchObject({ code: 0, userInfo: { _id: user.uid } });
    const both = await post(
      "/router",
      { $url: "user/kh/getMyUserInfo", data: {}, uniIdToken: user.token },
      { "uni-id-token": other.token },
    );
    expect(both.json()).toMatchObject({ code: 0, userInfo: { _id: other.uid } });
    const beatsData = await post("/router", {
      $url: "user/kh/getMyUserInfo",
      data: { uni_id_token: other.token },
      uniIdToken: user.token,
    });
    expect(beatsData.json()).toMatchObject({ code: 0, userInfo: { _id: user.uid } });
  });

  it("takes an over-long token for a bad token, never for none (fuzz seed 877126587)", async () => {
    const user = await h.createUser();
    const long = "x".repeat(5_000);
    const tokenError = { code: ERRORS.checkTokenFailed.code };
    // user/pub/logout answers success without a token: a sent one that is too long must not read as none.
    expect((await post("/router/user/pub/logout", {}, { "uni-id-token": long })).json()).toMatchObject(
      tokenError,
    );
    expect(
      (await post("/router", { $url: "user/pub/logout", data: {}, uniIdToken: long })).json(),
    ).toMatchObject(tokenError);
    expect(
      (await post("/router", { $url: "user/pub/logout", data: { uni_id_token: long } })).json(),
    ).toMatchObject(tokenError);
    // Nor does a too-long header fall through to a good token further down.
    expect(
      (
        await post(
          "/router",
          { $url: "user/kh/getMyUserInfo", data: {}, uniIdToken: user.token },
          {
            "uni-id-token": long,
          },
        )
      ).json(),
    ).toMatchObject(tokenError);
    expect(
      (await post("/router/user/kh/getMyUserInfo", {}, { "uni-id-token": user.token })).json(),
    ).toMatchObject({ code: 0 });
  });

  it("reads the context headers (locale, platform, app name)", async () => {
    const res = await post(
      "/router/user/pub/login",
      { username: "nobody_here", password: "x" },
      { "vk-locale": "zh-CN" },
    );
    expect(res.json()).toMatchObject({ code: 10102, msg: "账号或密码错误" });
  });

  it.each([
    ["malformed JSON", "/router/user/pub/login", '{"username":', 400, 400],
    ["an array body", "/router/user/pub/login", "[1,2]", 400, 400],
    ["a number body", "/router/user/pub/login", "42", 400, 400],
    ["a prototype-polluting body", "/router/user/pub/login", '{"__proto__":{"admin":true}}', 400, 400],
    ["a function-call body without an object", "/router", '"text"', 400, 400],
  ])("answers %s with HTTP 400 and code 400", async (_name, url, payload, status, code) => {
    const res = await post(url, payload);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ code, msg: expect.any(String), requestId: expect.any(String) });
  });

  it("answers an oversize body with 413 and keeps serving", async () => {
    const res = await post("/router/user/pub/login", { username: "x".repeat(1_100_000), password: "y" });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 413, msg: "The request body is too large (limit 1 MiB)" });
    expect((await http.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
  });

  it("answers a huge string field below the body limit with a validation error", async () => {
    const res = await post("/router/user/pub/login", { username: "x".repeat(500_000), password: "y" });
    expect(res.json()).toMatchObject({ code: -1, key: "username" });
  });

  it("answers other media types with 415 and GET with 405", async () => {
    const form = await http.inject({
      method: "POST",
      url: "/router/user/pub/login",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "a=1",
    });
    expect(form.statusCode).toBe(415);
    expect(form.json().code).toBe(415);
    const get = await http.inject({ method: "GET", url: "/router/user/pub/login" });
    expect(get.statusCode).toBe(405);
    expect(get.json().code).toBe(405);
  });

  it("answers unknown URLs with a 404 envelope", async () => {
    const res = await http.inject({ method: "GET", url: "/nope" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404 });
  });

  it("accepts an encrypted call in the HTTP form (vk-encrypt: true, body = cipher)", async () => {
    const key = requestKey("APP", "DEV", undefined);
    const headers = { "vk-encrypt": "true", "vk-appid": "APP", "vk-device-id": "DEV" };
    // Two ciphers: one encrypted body is accepted once.
    const bare = encryptRequestData({ ping: "pong" }, key, h.clock.now());
    const quoted = JSON.stringify(encryptRequestData({ ping: "pong" }, key, h.clock.now() + 1));
    for (const payload of [bare, quoted]) {
      const res = await post("/router/template/test/pub/testEncryptRequest", payload, headers);
      const body = res.json();
      expect(body.encrypt).toBe(true);
      expect(decryptResponseBody(body.data, key)).toMatchObject({ code: 0, data: { ping: "pong" } });
    }
    const plain = await post("/router/template/test/pub/testEncryptRequest", { ping: "pong" });
    expect(plain.json()).toMatchObject({ code: 413 });
  });

  it("accepts an encrypted call in the function-call form", async () => {
    const key = requestKey("APP", "DEV", undefined);
    const res = await post(
      "/router",
      {
        $url: "template/test/pub/testEncryptRequest",
        data: encryptRequestData({ n: 1 }, key, h.clock.now()),
        encrypt: true,
      },
      { "vk-appid": "APP", "vk-device-id": "DEV" },
    );
    expect(decryptResponseBody(res.json().data, key)).toMatchObject({ code: 0, data: { n: 1 } });
  });
});

describe("health and web app", () => {
  it("answers /healthz while the database answers", async () => {
    const res = await http.inject({ method: "GET", url: "/healthz" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok" });
  });

  it("explains how to build the web app when it is missing", async () => {
    const res = await http.inject({ method: "GET", url: "/" });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain("npm run build");
  });
});

describe("rate limit", () => {
  it("limits public calls per IP (429 envelope) but not signed-in calls", async () => {
    const limitedHarness = await createHarness({ RATE_LIMIT_PER_MINUTE: "5", WEB_DIST: "/nonexistent" });
    const http = await buildHttpServer(limitedHarness.app);
    const user = await limitedHarness.createUser();
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) {
      codes.push(
        (
          await http.inject({
            method: "POST",
            url: "/router/user/pub/checkVersion",
            remoteAddress: "10.7.7.7",

            payload: {},
          })
        ).statusCode,
      );
    }
    expect(codes.slice(0, 5).every((c) => c === 200)).toBe(true);
    expect(codes.slice(5)).toEqual([429, 429]);
    const limited = await http.inject({
      method: "POST",
      url: "/router/user/pub/checkVersion",
      remoteAddress: "10.7.7.7",
      payload: {},
    });
    expect(limited.json()).toMatchObject({ code: 429, msg: "System busy, please try later." });
    const other = await http.inject({
      method: "POST",
      url: "/router/user/pub/checkVersion",
      remoteAddress: "10.7.7.8",
      payload: {},
    });
    expect(other.statusCode).toBe(200);
    for (let i = 0; i < 7; i++) {
      const res = await http.inject({
        method: "POST",
        url: "/router/user/kh/getMyUserInfo",
        remoteAddress: "10.7.7.7",
        headers: { "uni-id-token": user.token },
        payload: {},
      });
      expect(res.statusCode).toBe(200);
    }
    await http.close();
    await limitedHarness.close();
  });
});
