import { LIMITS } from "@roster/contract";
import { ocrIdCard } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildHttpServer } from "../../../http/server.js";
import { BAIDU_KEYS, FakeBaidu, SAMPLE_ID_NUMBER } from "../../../test/fake-baidu-ocr.js";
import { createHarness, type Harness, type TestUser } from "../../../test/harness.js";
import { pngImage } from "../../../test/png.js";

const baidu = new FakeBaidu();
let h: Harness;
let bare: Harness;
let alice: TestUser;
beforeAll(async () => {
  const endpoint = await baidu.start();
  h = await createHarness({
    BAIDU_OCR_API_KEY: BAIDU_KEYS.apiKey,
    BAIDU_OCR_SECRET_KEY: BAIDU_KEYS.secretKey,
    BAIDU_AIP_ENDPOINT: endpoint,
  });
  bare = await createHarness();
  alice = await h.createUser();
});
afterAll(async () => {
  await h.close();
  await bare.close();
  await baidu.close();
});

const png = pngImage(80, 50);
const base64 = png.toString("base64");

describe("ocr/kh/idcard", () => {
  it("needs a signed-in caller", async () => {
    expect((await h.call(ocrIdCard, { image: base64 })).code).toBe(30204);
    expect(baidu.ocrCalls()).toHaveLength(0);
  });

  it("reads the front of a card: clean fields, Baidu's words_result, and the image Baidu got is the one sent", async () => {
    const body = await h.call(ocrIdCard, { image: base64, side: "front" }, { as: alice });
    expect(body.code).toBe(0);
    expect(body.side).toBe("front");
    expect(body.fields).toMatchObject({
      name: "张三",
      sex: "女",
      nation: "汉",
      birth: "19491231",
      idNumber: SAMPLE_ID_NUMBER,
    });
    expect((body.words_result as Record<string, { words: string }>).公民身份号码?.words).toBe(
      SAMPLE_ID_NUMBER,
    );
    expect(body.imageStatus).toBe("normal");
    expect(body.words_result_num).toBe(6);
    expect(baidu.ocrCalls().at(-1)!.image?.equals(png)).toBe(true);
  });

  it("takes a data URL and reads the back (side defaults to front)", async () => {
    const back = await h.call(
      ocrIdCard,
      { image: `data:image/png;base64,${base64}`, side: "back" },
      { as: alice },
    );
    expect(back.fields).toMatchObject({
      issueAuthority: "北京市公安局西城分局",
      validTo: "20360816",
      idNumber: "",
    });
    expect(baidu.ocrCalls().at(-1)!.form.id_card_side).toBe("back");
    await h.call(ocrIdCard, { image: base64 }, { as: alice });
    expect(baidu.ocrCalls().at(-1)!.form.id_card_side).toBe("front");
  });

  it("says OCR is not configured when the keys are unset", async () => {
    const carol = await bare.createUser();
    const body = await bare.call(ocrIdCard, { image: base64 }, { as: carol, client: { locale: "en" } });
    expect(body.code).toBe(91100);
    expect(body.msg).toBe("Document recognition (OCR) is not configured on this server");
  });

  it("maps Baidu's quota errors (17, 18) to clear codes in the caller's language", async () => {
    baidu.fail(17);
    const daily = await h.call(ocrIdCard, { image: base64 }, { as: alice, client: { locale: "zh-Hans" } });
    expect(daily).toMatchObject({ code: 91101, msg: "证件识别服务今日调用次数已用完，请明天再试" });
    baidu.fail(18);
    const busy = await h.call(ocrIdCard, { image: base64 }, { as: alice, client: { locale: "zh-Hant" } });
    expect(busy).toMatchObject({ code: 91102, msg: "證件辨識服務繁忙，請稍後再試" });
  });

  it.each([
    ["no image at all", {}, -1],
    ["an image and a fileID", { image: base64, fileID: "f1" }, -1],
    ["a NUL in the image", { image: `${base64.slice(0, 8)}\u0000${base64.slice(8)}` }, -1],
    ["a side that is neither front nor back", { image: base64, side: "top" }, -1],
    ["text that is not base64", { image: "this is not base64!" }, 91104],
    [
      "base64 of something that is not an image",
      { image: Buffer.from("GIF89a-like junk").toString("base64") },
      91104,
    ],
    ["an empty image", { image: "" }, 91104],
    [
      "an image over the inline limit",
      { image: "A".repeat(Math.ceil(LIMITS.ocrImageMaxBytes / 3) * 4 + 400) },
      -1,
    ],
  ])("refuses %s (%j) before calling Baidu", async (_what, data, code) => {
    const before = baidu.ocrCalls().length;
    const body = await h.call(ocrIdCard, data as never, { as: alice });
    expect(body.code).toBe(code);
    expect(baidu.ocrCalls()).toHaveLength(before);
  });

  it("refuses a decoded image over the limit with 91105 (a size the schema lets through)", async () => {
    // Just under the schema's character cap, but over the byte limit once decoded.
    const big = Buffer.alloc(LIMITS.ocrImageMaxBytes + 3, 0);
    png.copy(big);
    const body = await h.call(
      ocrIdCard,
      { image: big.toString("base64") },
      { as: alice, client: { locale: "en" } },
    );
    expect(body.code).toBe(91105);
    expect(body.msg).toContain("700 KB");
  });
});

describe("ocr/kh/idcard over HTTP", () => {
  it("refuses a body over 1 MiB with 413 before any OCR, and takes a photo that fits", async () => {
    const http = await buildHttpServer(h.app);
    const post = (image: string) =>
      http.inject({
        method: "POST",
        url: `/router/${ocrIdCard.path}`,
        headers: { "content-type": "application/json", "uni-id-token": alice.token },
        payload: JSON.stringify({ image }),
      });
    const before = baidu.ocrCalls().length;
    const huge = await post("A".repeat(LIMITS.bodyLimitBytes + 10));
    expect(huge.statusCode).toBe(413);
    expect(baidu.ocrCalls()).toHaveLength(before);
    const fits = await post(base64);
    expect(fits.json()).toMatchObject({ code: 0, fields: { idNumber: SAMPLE_ID_NUMBER } });
    await http.close();
  });
});
