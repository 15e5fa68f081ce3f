import { RosterError } from "@roster/contract";
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { RedisLink } from "../lib/redis-link.js";
import { BAIDU_KEYS, FakeBaidu, SAMPLE_ID_NUMBER } from "../test/fake-baidu-ocr.js";
import { TestClock } from "../test/harness.js";
import { captureLogs } from "../test/log-capture.js";
import { pngImage } from "../test/png.js";
import { BAIDU_TOKEN_LIFETIME_MS, BaiduOcrProvider } from "./baidu-ocr.js";

const baidu = new FakeBaidu();
let endpoint: string;
beforeAll(async () => {
  endpoint = await baidu.start();
});
afterAll(() => baidu.close());
afterEach(() => {
  baidu.delayMs = 0;
  baidu.answerHtml = false;
  baidu.imageStatus = "normal";
});

const image = pngImage();
const logs = captureLogs();
const provider = (
  options: { clock?: TestClock; redis?: RedisLink; keys?: typeof BAIDU_KEYS; timeoutMs?: number } = {},
) =>
  new BaiduOcrProvider(
    { ...(options.keys ?? BAIDU_KEYS), endpoint },
    {
      clock: options.clock ?? new TestClock(),
      logger: logs.logger,
      redis: options.redis,
      timeoutMs: options.timeoutMs ?? 2000,
    },
  );
const codeOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RosterError);
  return (error as RosterError).errorName;
};

describe("Baidu OCR provider", () => {
  it("gets a token by client credentials, then posts the image as form-encoded base64", async () => {
    const before = baidu.requests.length;
    const reading = await provider().readIdCard(image, "front");
    const [tokenCall, ocrCall] = baidu.requests.slice(before);
    expect(tokenCall!.path).toBe("/oauth/2.0/token");
    expect(tokenCall!.query).toEqual({
      grant_type: "client_credentials",
      client_id: BAIDU_KEYS.apiKey,
      client_secret: BAIDU_KEYS.secretKey,
    });
    expect(ocrCall!.path).toBe("/rest/2.0/ocr/v1/idcard");
    expect(ocrCall!.contentType).toBe("application/x-www-form-urlencoded");
    expect(ocrCall!.query.access_token).toMatch(/^24\./);
    expect(ocrCall!.form.id_card_side).toBe("front");
    expect(ocrCall!.image?.equals(image)).toBe(true);
    expect(reading.fields).toEqual({
      name: "张三",
      sex: "女",
      nation: "汉",
      birth: "19491231",
      address: "北京市西城区复兴门外大街999号",
      idNumber: SAMPLE_ID_NUMBER,
      issueAuthority: "",
      validFrom: "",
      validTo: "",
    });
    expect(reading.words.公民身份号码?.words).toBe(SAMPLE_ID_NUMBER);
    expect(reading).toMatchObject({ imageStatus: "normal", wordsCount: 6, logId: 2_648_325_511 });
  });

  it("reads the back and a business licence (无 is empty; no credit code: the registration number)", async () => {
    const ocr = provider();
    const back = await ocr.readIdCard(image, "back");
    expect(back.fields).toMatchObject({
      issueAuthority: "北京市公安局西城分局",
      validFrom: "20160816",
      validTo: "20360816",
      name: "",
    });
    const licence = await ocr.readBusinessLicense(image);
    expect(baidu.requests.at(-1)!.path).toBe("/rest/2.0/ocr/v1/business_license");
    expect(licence.fields).toMatchObject({
      companyName: "北京示例科技有限公司",
      creditCode: "91110108MA01XXXX0Q",
      legalPerson: "李四",
      validPeriod: "长期",
      establishedOn: "2019年03月08日",
    });
    expect(licence.words.组成形式?.words).toBe("无");
  });

  it("reuses its token for the seed's lifetime, then fetches a new one", async () => {
    const clock = new TestClock();
    const ocr = provider({ clock });
    const issued = baidu.tokensIssued;
    await ocr.readIdCard(image, "front");
    await ocr.readIdCard(image, "back");
    expect(baidu.tokensIssued).toBe(issued + 1);
    clock.advance(BAIDU_TOKEN_LIFETIME_MS - 1);
    await ocr.readIdCard(image, "front");
    expect(baidu.tokensIssued).toBe(issued + 1);
    clock.advance(1);
    await ocr.readIdCard(image, "front");
    expect(baidu.tokensIssued).toBe(issued + 2);
  });

  it("fetches one token for many concurrent calls (single flight)", async () => {
    const ocr = provider();
    const issued = baidu.tokensIssued;
    baidu.delayMs = 50;
    await Promise.all(Array.from({ length: 8 }, () => ocr.readIdCard(image, "front")));
    expect(baidu.tokensIssued).toBe(issued + 1);
  });

  it("drops a token Baidu calls invalid (110), fetches a fresh one and retries once", async () => {
    const ocr = provider();
    await ocr.readIdCard(image, "front");
    const issued = baidu.tokensIssued;
    baidu.revokeTokens();
    const before = baidu.ocrCalls().length;
    const reading = await ocr.readIdCard(image, "front");
    expect(reading.fields.idNumber).toBe(SAMPLE_ID_NUMBER);
    expect(baidu.tokensIssued).toBe(issued + 1);
    const [refused, retried] = baidu.ocrCalls().slice(before);
    expect(retried!.query.access_token).not.toBe(refused!.query.access_token);
  });

  it("treats 111 (expired) like 110, and gives up after one retry", async () => {
    const ocr = provider();
    baidu.fail(111);
    expect((await ocr.readIdCard(image, "front")).fields.name).toBe("张三");
    baidu.fail(110, 110);
    expect(await codeOf(ocr.readIdCard(image, "front"))).toBe("ocrRejected");
  });

  it.each([
    [17, "ocrDailyLimit"],
    [18, "ocrQpsLimit"],
    [19, "ocrTotalLimit"],
    [6, "ocrRejected"],
    [216202, "ocrImageTooLarge"],
    [216633, "ocrNotRecognized"],
    [282000, "ocrUnavailable"],
    [216101, "ocrFailed"],
  ])("maps Baidu error %i to %s", async (code, name) => {
    baidu.fail(code);
    expect(await codeOf(provider().readBusinessLicense(image))).toBe(name);
  });

  it("says what Baidu code failed, in every locale", async () => {
    baidu.fail(216101);
    const error = (await provider()
      .readIdCard(image, "front")
      .catch((e: unknown) => e)) as RosterError;
    expect(error.code).toBe(91109);
    expect(error.localized("en")).toContain("216101");
    expect(error.localized("zh-Hans")).toContain("216101");
    expect(error.localized("zh-Hant")).toContain("216101");
  });

  it("answers 91106 when Baidu finds no card (empty words_result)", async () => {
    baidu.imageStatus = "non_idcard";
    expect(await codeOf(provider().readIdCard(image, "front"))).toBe("ocrNotRecognized");
  });

  it("refuses wrong credentials with ocrRejected, and non-JSON or slow answers with ocrUnavailable", async () => {
    const wrong = provider({ keys: { ...BAIDU_KEYS, secretKey: "not-the-secret" } });
    expect(await codeOf(wrong.readIdCard(image, "front"))).toBe("ocrRejected");
    baidu.answerHtml = true;
    expect(await codeOf(provider().readIdCard(image, "front"))).toBe("ocrUnavailable");
    baidu.answerHtml = false;
    baidu.delayMs = 300;
    expect(await codeOf(provider({ timeoutMs: 100 }).readIdCard(image, "front"))).toBe("ocrUnavailable");
    // The fake still answers the abandoned call (and counts its token): let it finish before other tests.
    await new Promise((resolve) => setTimeout(resolve, 400));
  });

  it("never logs the secret key or a token", async () => {
    baidu.fail(17);
    await provider()
      .readIdCard(image, "front")
      .catch(() => undefined);
    await provider({ keys: { ...BAIDU_KEYS, secretKey: "wrong-secret-key" } })
      .readIdCard(image, "front")
      .catch(() => undefined);
    const text = JSON.stringify(logs.lines);
    expect(logs.lines.length).toBeGreaterThan(0);
    expect(text).not.toContain(BAIDU_KEYS.secretKey);
    expect(text).not.toContain("wrong-secret-key");
    expect(text).not.toMatch(/24\.[0-9a-f]{32}/);
    expect(text).not.toContain("access_token");
  });
});

describe("Baidu OCR token cache in Redis", () => {
  const links: RedisLink[] = [];
  afterAll(() => {
    for (const link of links) link.close();
  });
  const link = async () => {
    const created = new RedisLink("redis://127.0.0.1:6379", pino({ level: "silent" }));
    links.push(created);
    for (let i = 0; i < 100 && !created.isUp; i++) await new Promise((r) => setTimeout(r, 20));
    return created;
  };

  it("shares one token between processes, and a 110 seen by one renews it for both", async () => {
    const keys = { ...BAIDU_KEYS };
    // A fresh cache key: the endpoint and key identify the entry.
    const [a, b] = [provider({ redis: await link(), keys }), provider({ redis: await link(), keys })];
    await a.readIdCard(image, "front"); // may reuse an entry of an earlier run: count from here
    const issued = baidu.tokensIssued;
    await b.readIdCard(image, "front");
    expect(baidu.tokensIssued).toBe(issued);
    baidu.revokeTokens();
    await b.readIdCard(image, "front");
    expect(baidu.tokensIssued).toBe(issued + 1);
    await a.readIdCard(image, "front");
    expect(baidu.tokensIssued).toBe(issued + 1);
    expect(await a.accessToken()).toBe(await b.accessToken());
  });
});
