import { randomInt } from "node:crypto";
import { baiduGetAccessToken } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildHttpServer } from "../../../../../http/server.js";
import { BAIDU_KEYS, FakeBaidu } from "../../../../../test/fake-baidu-ocr.js";
import { createHarness, type Harness } from "../../../../../test/harness.js";

const baidu = new FakeBaidu();
let endpoint: string;
let h: Harness;
let open: Harness;
const env = () => ({
  BAIDU_OCR_API_KEY: BAIDU_KEYS.apiKey,
  BAIDU_OCR_SECRET_KEY: BAIDU_KEYS.secretKey,
  BAIDU_AIP_ENDPOINT: endpoint,
});
beforeAll(async () => {
  endpoint = await baidu.start();
  h = await createHarness(env());
  open = await createHarness({ ...env(), BAIDU_TOKEN_ANONYMOUS: "1" });
});
afterAll(async () => {
  await h.close();
  await open.close();
  await baidu.close();
});

describe("plugs/baidu/client/pub/getAccessToken", () => {
  it("answers strangers 30204 (a message with 'token': clients sign in), and a bad token too", async () => {
    const body = await h.call(baiduGetAccessToken, {}, { client: { locale: "en" } });
    expect(body.code).toBe(30204);
    expect(body.msg).toContain("token");
    expect((await h.call(baiduGetAccessToken, {}, { as: "garbage" })).code).toBe(30204);
    expect(baidu.tokensIssued).toBe(0);
  });

  it("gives a signed-in caller the cached Baidu token as access_token", async () => {
    const alice = await h.createUser();
    const first = await h.call(baiduGetAccessToken, {}, { as: alice });
    expect(first.code).toBe(0);
    expect(first.access_token).toMatch(/^24\./);
    const again = await h.call(baiduGetAccessToken, {}, { as: alice });
    expect(again.access_token).toBe(first.access_token);
    expect(baidu.tokensIssued).toBe(1);
  });

  it("answers anyone when BAIDU_TOKEN_ANONYMOUS=1 (upstream's behaviour)", async () => {
    const body = await open.call(baiduGetAccessToken, {});
    expect(body.code).toBe(0);
    expect(typeof body.access_token).toBe("string");
  });

  it("says OCR is not configured without keys", async () => {
    const bare = await createHarness();
    const bob = await bare.createUser();
    expect((await bare.call(baiduGetAccessToken, {}, { as: bob })).code).toBe(91100);
    await bare.close();
  });

  it("is rate limited per IP, signed-in calls included (contract rate pub)", async () => {
    const limited = await createHarness({ ...env(), WEB_DIST: "/nonexistent", RATE_LIMIT_PER_MINUTE: "3" });
    const http = await buildHttpServer(limited.app);
    const alice = await limited.createUser();
    const ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await http.inject({
        method: "POST",
        url: `/router/${baiduGetAccessToken.path}`,
        remoteAddress: ip,
        headers: { "content-type": "application/json", "uni-id-token": alice.token },
        payload: "{}",
      });
      statuses.push(res.statusCode === 200 ? res.json().code : res.statusCode);
    }
    expect(statuses).toEqual([0, 0, 0, 429, 429]);
    await http.close();
    await limited.close();
  });
});
