import { ocrBusinessLicense } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BAIDU_KEYS, FakeBaidu } from "../../../test/fake-baidu-ocr.js";
import { createHarness, type Harness, type TestUser } from "../../../test/harness.js";
import { pngImage } from "../../../test/png.js";

const baidu = new FakeBaidu();
let h: Harness;
let alice: TestUser;
beforeAll(async () => {
  const endpoint = await baidu.start();
  h = await createHarness({
    BAIDU_OCR_API_KEY: BAIDU_KEYS.apiKey,
    BAIDU_OCR_SECRET_KEY: BAIDU_KEYS.secretKey,
    BAIDU_AIP_ENDPOINT: endpoint,
  });
  alice = await h.createUser();
});
afterAll(async () => {
  await h.close();
  await baidu.close();
});

const image = pngImage(120, 80).toString("base64");

describe("ocr/kh/businessLicense", () => {
  it("needs a signed-in caller", async () => {
    expect((await h.call(ocrBusinessLicense, { image })).code).toBe(30204);
  });

  it("reads a licence: clean fields (无 left empty) and Baidu's words_result", async () => {
    const body = await h.call(ocrBusinessLicense, { image }, { as: alice });
    expect(body.code).toBe(0);
    expect(body.fields).toEqual({
      companyName: "北京示例科技有限公司",
      creditCode: "91110108MA01XXXX0Q",
      legalPerson: "李四",
      address: "北京市海淀区中关村大街1号",
      type: "有限责任公司(自然人投资或控股)",
      establishedOn: "2019年03月08日",
      registeredCapital: "100万元",
      validPeriod: "长期",
      businessScope: "技术开发、技术咨询。",
    });
    expect(Object.keys(body.words_result ?? {})).toContain("社会信用代码");
    const call = baidu.ocrCalls().at(-1)!;
    expect(call.path).toBe("/rest/2.0/ocr/v1/business_license");
    expect(call.form.id_card_side).toBeUndefined();
  });

  it("renews a token Baidu no longer accepts, once, without the caller noticing", async () => {
    const issued = baidu.tokensIssued;
    baidu.revokeTokens();
    expect((await h.call(ocrBusinessLicense, { image }, { as: alice })).code).toBe(0);
    expect(baidu.tokensIssued).toBe(issued + 1);
  });

  it("maps Baidu's QPS limit and unreadable image", async () => {
    baidu.fail(18);
    expect((await h.call(ocrBusinessLicense, { image }, { as: alice })).code).toBe(91102);
    baidu.fail(216633);
    expect((await h.call(ocrBusinessLicense, { image }, { as: alice })).code).toBe(91106);
  });
});
