import { getMyUserInfo } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultClientInfo } from "../../lib/client-info.js";
import { createHarness, type Harness } from "../../test/harness.js";
import { createCallLimiter } from "../rate-limit.js";
import { clientInfoFromSdk, findCloudFunction } from "./cloud-functions.js";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const call = (data: Record<string, unknown>, token?: string) => ({
  data,
  token,
  client: defaultClientInfo({ ip: "203.0.113.9" }),
  requestId: "req-1",
});

describe("cloud functions of the gateways", () => {
  it("finds only registered functions, never inherited names", () => {
    expect(findCloudFunction("router")).toBeTypeOf("function");
    for (const name of [
      "__proto__",
      "toString",
      "constructor",
      "hasOwnProperty",
      "",
      "nope",
      1,
      null,
      undefined,
    ]) {
      expect(findCloudFunction(name)).toBeUndefined();
    }
  });

  it("router runs a route with the SDK's uniIdToken, as POST /router does", async () => {
    const alice = await h.register();
    const router = findCloudFunction("router")!;
    const answer = await router(
      h.app,
      call({ $url: getMyUserInfo.path, data: {}, uniIdToken: alice.token }),
      undefined,
    );
    expect(answer.status).toBe(200);
    expect(answer.result).toMatchObject({ code: 0, userInfo: { _id: alice.uid } });
    const header = await router(h.app, call({ $url: getMyUserInfo.path, data: {} }, alice.token), undefined);
    expect(header.result).toMatchObject({ code: 0, userInfo: { _id: alice.uid } });
    const stranger = await router(h.app, call({ $url: getMyUserInfo.path, data: {} }), undefined);
    expect(stranger.result.code).not.toBe(0);
    const unknown = await router(h.app, call({ $url: "user/pub/nope", data: {} }), undefined);
    expect(unknown.result.code).not.toBe(0);
  });

  it("router spends the same rate budget as /router", async () => {
    const limiter = createCallLimiter(2);
    const router = findCloudFunction("router")!;
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      statuses.push(
        (await router(h.app, call({ $url: "template/test/pub/ping", data: {} }), limiter)).status,
      );
    }
    expect(statuses).toEqual([200, 200, 429]);
  });

  it("reads the SDK's clientInfo like the vk-* headers: capped, normalised, never objects", () => {
    const info = clientInfoFromSdk(
      {
        appId: "__UNI__1",
        uniPlatform: "web",
        osName: "ios",
        LOCALE: "zh-Hant",
        deviceId: "d".repeat(500),
        appName: {},
      },
      { ip: "198.51.100.1", userAgent: "ua" },
    );
    expect(info).toMatchObject({
      appid: "__UNI__1",
      platform: "h5",
      os: "ios",
      locale: "zh-Hant",
      appName: "",
      ip: "198.51.100.1",
    });
    expect(info.deviceId).toHaveLength(200);
    expect(clientInfoFromSdk("junk", { ip: "1.2.3.4", userAgent: "" })).toMatchObject({
      platform: "h5",
      appid: "",
    });
  });
});
