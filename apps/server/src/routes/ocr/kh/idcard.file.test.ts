import { LIMITS } from "@roster/contract";
import { ocrBusinessLicense, ocrIdCard } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BAIDU_KEYS, FakeBaidu, SAMPLE_ID_NUMBER } from "../../../test/fake-baidu-ocr.js";
import { createFileHarness, type FileHarness } from "../../../test/files.js";
import type { TestUser } from "../../../test/harness.js";
import { pngImage } from "../../../test/png.js";

// The fileID source: the OCR routes read the caller's own uploaded file (files service, local storage).
const baidu = new FakeBaidu();
let h: FileHarness;
let alice: TestUser;
let bob: TestUser;
const card = pngImage(320, 200);
let cardFile: string;
beforeAll(async () => {
  const endpoint = await baidu.start();
  h = await createFileHarness("local", undefined, {
    BAIDU_OCR_API_KEY: BAIDU_KEYS.apiKey,
    BAIDU_OCR_SECRET_KEY: BAIDU_KEYS.secretKey,
    BAIDU_AIP_ENDPOINT: endpoint,
  });
  [alice, bob] = [await h.createUser(), await h.createUser()];
  const uploaded = await h.uploadFile(alice, "id-card.png", card);
  expect(uploaded.code).toBe(0);
  cardFile = (uploaded.file as { file_id: string }).file_id;
});
afterAll(async () => {
  await h.closeAll();
  await baidu.close();
});

describe("OCR of an uploaded file (fileID)", () => {
  it("reads the caller's own file: Baidu gets its bytes", async () => {
    const body = await h.call(ocrIdCard, { fileID: cardFile, side: "front" }, { as: alice });
    expect(body.code).toBe(0);
    expect(body.fields?.idNumber).toBe(SAMPLE_ID_NUMBER);
    expect(baidu.ocrCalls().at(-1)!.image?.equals(card)).toBe(true);
    expect((await h.call(ocrBusinessLicense, { fileID: cardFile }, { as: alice })).code).toBe(0);
  });

  it("treats another user's file and an unknown id alike (fileNotExist), without calling Baidu", async () => {
    const before = baidu.ocrCalls().length;
    const other = await h.call(ocrIdCard, { fileID: cardFile }, { as: bob });
    const unknown = await h.call(ocrIdCard, { fileID: "no/such/file.png" }, { as: alice });
    expect(other.code).toBe(unknown.code);
    expect(other.code).toBe(91005);
    expect(baidu.ocrCalls()).toHaveLength(before);
  });

  it("refuses an uploaded file that is not a JPEG, PNG or BMP (91104)", async () => {
    const text = await h.uploadFile(alice, "notes.txt", Buffer.from("not a picture at all"));
    expect(text.code).toBe(0);
    const body = await h.call(
      ocrIdCard,
      { fileID: (text.file as { file_id: string }).file_id },
      { as: alice },
    );
    expect(body.code).toBe(91104);
  });

  it("refuses a file over LIMITS.ocrFileMaxBytes (fileTooLarge) without calling Baidu", async () => {
    const big = Buffer.alloc(LIMITS.ocrFileMaxBytes + 1);
    card.copy(big);
    const uploaded = await h.uploadFile(alice, "big.png", big);
    expect(uploaded.code).toBe(0);
    const before = baidu.ocrCalls().length;
    const body = await h.call(
      ocrIdCard,
      { fileID: (uploaded.file as { file_id: string }).file_id },
      { as: alice },
    );
    expect(body.code).toBe(91000);
    expect(baidu.ocrCalls()).toHaveLength(before);
  });
});
