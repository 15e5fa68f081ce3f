import type { RouteContract } from "@roster/contract";
import {
  code2SessionWeixin,
  getAlipayMiniCode,
  getDouyinMiniCode,
  getQQMiniCode,
  getWeixinMPqrcode,
  getWeixinMPscheme,
  getWeixinMPurl,
  ocrIdCard,
  openapiWeixinMsgSecCheck,
  sendSmsCode,
} from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BAIDU_KEYS, FakeBaidu } from "../fake-baidu-ocr.js";
import type { TestUser } from "../harness.js";
import { pngImage } from "../png.js";
import { type AlipayServer, alipayTestKeys, startAlipayServer } from "../social/alipay-server.js";
import { userWithWeixin } from "../social/openapi-helpers.js";
import { createSocialHarness, type SocialHarness } from "../social/social-harness.js";

// The attacker's side of issue 27: one signed-in account (or one address) calls a route that costs the
// operator money or platform quota 100 times at once. Exactly the budget's allowance reaches the provider
// (counted at the provider's fake); every other call is refused with 429 and when to come back.

const ALIPAY_APPID = "2021000000000009";
const PER_ACCOUNT = 5;
const PER_IP = 8;
const keys = alipayTestKeys();
const baidu = new FakeBaidu();
let alipay: AlipayServer;
let s: SocialHarness;

beforeAll(async () => {
  alipay = await startAlipayServer(ALIPAY_APPID, keys);
  const baiduEndpoint = await baidu.start();
  s = await createSocialHarness({
    ALIPAY_MP_APPID: ALIPAY_APPID,
    ALIPAY_MP_PRIVATE_KEY: keys.appPrivatePkcs8,
    ALIPAY_PUBLIC_KEY: keys.alipayPublicBase64,
    ALIPAY_GATEWAY: alipay.gateway,
    BAIDU_OCR_API_KEY: BAIDU_KEYS.apiKey,
    BAIDU_OCR_SECRET_KEY: BAIDU_KEYS.secretKey,
    BAIDU_AIP_ENDPOINT: baiduEndpoint,
    BUDGET_MINI_PROGRAM_CODE_PER_ACCOUNT: `${PER_ACCOUNT}/minute`,
    BUDGET_MINI_PROGRAM_CODE_PER_IP: `${PER_IP}/minute`,
    BUDGET_OCR_PER_ACCOUNT: `${PER_ACCOUNT}/day`,
    BUDGET_CONTENT_CHECK_PER_ACCOUNT: `${PER_ACCOUNT}/minute`,
    BUDGET_VERIFICATION_CODE_PER_ACCOUNT: `${PER_ACCOUNT}/minute`,
    BUDGET_PLATFORM_SIGN_IN_PER_IP: `${PER_IP}/minute`,
  });
});
afterAll(async () => {
  await s.close();
  await Promise.all([alipay.close(), baidu.close()]);
});

let ipCounter = 0;
/** A client address of its own, so that each attack starts with the address's budget untouched. */
const freshIp = () => `10.27.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

/** 100 parallel calls of `route` with `data(i)`; the statuses and codes of the answers. */
async function flood(
  route: RouteContract,
  data: (i: number) => unknown,
  as: TestUser | undefined,
  ip: string,
) {
  return Promise.all(
    Array.from({ length: 100 }, (_, i) =>
      s.h.callRaw(route.path, data(i), { ...(as ? { as } : {}), client: { ip, platform: "mp-weixin" } }),
    ),
  );
}

/** Exactly `allowed` answers are not refusals, and every refusal is a 429 with a budget code and a wait. */
function expectRefusedPast(answers: Awaited<ReturnType<typeof flood>>, allowed: number) {
  const refused = answers.filter((a) => a.status === 429);
  expect(answers.length - refused.length).toBe(allowed);
  for (const { body } of refused) {
    expect([92100, 92101]).toContain(body.code);
    expect(body.retryAfter).toBeGreaterThan(0);
  }
}

const wxCalls = (path: string) => s.wx.requests.filter((r) => r.path === path).length;
const alipayCodes = () =>
  alipay.requests.filter((r) => new URLSearchParams(r.body).get("method") === "alipay.open.app.qrcode.create")
    .length;

/** The six mini-program code and link routes, each with its input and the count of its upstream calls. */
const MINI_CODE_ROUTES: [RouteContract, unknown, () => number][] = [
  [getWeixinMPscheme, { path: "pages/index/index" }, () => wxCalls("/wxa/generatescheme")],
  [getWeixinMPurl, { path: "pages/index/index" }, () => wxCalls("/wxa/generate_urllink")],
  [getWeixinMPqrcode, { page: "pages/index/index" }, () => wxCalls("/wxa/getwxacodeunlimit")],
  [
    getDouyinMiniCode,
    { path: "pages/index/index" },
    () => s.dy.requests.filter((r) => r.path === "/api/apps/qrcode").length,
  ],
  [
    getQQMiniCode,
    { path: "pages/index/index" },
    () => s.qq.requests.filter((r) => r.path === "/api/json/qqa/CreateMiniCode").length,
  ],
  [getAlipayMiniCode, { page: "pages/index/index" }, alipayCodes],
];

describe("a budget on every route that spends the app's platform quota", () => {
  it.each(MINI_CODE_ROUTES.map(([route, input, upstream]) => ({ path: route.path, route, input, upstream })))(
    "$path: 100 parallel calls of one account reach the platform exactly as often as the account's budget",
    async ({ route, input, upstream }) => {
      const attacker = await s.h.createUser();
      const before = upstream();
      expectRefusedPast(await flood(route, () => input, attacker, freshIp()), PER_ACCOUNT);
      expect(upstream() - before).toBe(PER_ACCOUNT);
    },
  );

  it("shares one budget across the six routes, and one per address across accounts", async () => {
    const attacker = await s.h.createUser();
    const ip = freshIp();
    for (const [route, input] of MINI_CODE_ROUTES.slice(0, PER_ACCOUNT))
      expect((await s.h.callRaw(route.path, input, { as: attacker, client: { ip } })).status).toBe(200);
    const [last, input] = MINI_CODE_ROUTES[PER_ACCOUNT]!;
    expect((await s.h.callRaw(last.path, input, { as: attacker, client: { ip } })).body.code).toBe(92100);
    // Many accounts from one address: the address's budget holds.
    const accounts = await Promise.all(Array.from({ length: 20 }, () => s.h.createUser()));
    const before = wxCalls("/wxa/generatescheme");
    const shared = freshIp();
    const answers = await Promise.all(
      accounts.map((as) =>
        s.h.callRaw(getWeixinMPscheme.path, { path: "pages/index/index" }, { as, client: { ip: shared } }),
      ),
    );
    expectRefusedPast(answers, PER_IP);
    expect(wxCalls("/wxa/generatescheme") - before).toBe(PER_IP);
  });

  it("OCR: one account's 100 parallel readings reach Baidu as often as its daily budget", async () => {
    const attacker = await s.h.createUser();
    const before = baidu.ocrCalls().length;
    const image = pngImage(80, 50).toString("base64");
    const answers = await flood(ocrIdCard, () => ({ image }), attacker, freshIp());
    expectRefusedPast(answers, PER_ACCOUNT);
    expect(answers.find((a) => a.status === 429)?.body.code).toBe(92101);
    expect(baidu.ocrCalls().length - before).toBe(PER_ACCOUNT);
  });

  it("content checks: one account's 100 parallel checks reach WeChat as often as its budget", async () => {
    const { user } = await userWithWeixin(s);
    const before = wxCalls("/wxa/msg_sec_check");
    const answers = await flood(
      openapiWeixinMsgSecCheck,
      (i) => ({ content: `hello ${i}` }),
      user,
      freshIp(),
    );
    expectRefusedPast(answers, PER_ACCOUNT);
    expect(wxCalls("/wxa/msg_sec_check") - before).toBe(PER_ACCOUNT);
  });

  it("SMS codes: one account's 100 parallel sends to 100 numbers reach the gateway as often as its budget", async () => {
    const attacker = await s.h.createUser();
    const outbox = () =>
      s.h.app.services.db
        .selectFrom("provider_outbox")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("channel", "=", "sms")
        .executeTakeFirstOrThrow();
    const before = Number((await outbox()).n);
    const answers = await flood(
      sendSmsCode,
      (i) => ({ mobile: `1390000${String(i).padStart(4, "0")}`, type: "bind" }),
      attacker,
      freshIp(),
    );
    expectRefusedPast(answers, PER_ACCOUNT);
    expect(Number((await outbox()).n) - before).toBe(PER_ACCOUNT);
  });

  it("code2Session: 100 parallel exchanges from one address without a token reach WeChat as often as its budget", async () => {
    const before = wxCalls("/sns/jscode2session");
    const answers = await flood(code2SessionWeixin, (i) => ({ code: `junk-${i}` }), undefined, freshIp());
    expectRefusedPast(answers, PER_IP);
    expect(wxCalls("/sns/jscode2session") - before).toBe(PER_IP);
  });
});
