import { getIdentityDocuments, saveIdentityDocument } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deriveDataKey } from "../../../services/identity-documents/sealing.js";
import { SAMPLE_ID_NUMBER } from "../../../test/fake-baidu-ocr.js";
import { createHarness, type Harness } from "../../../test/harness.js";

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ DATA_ENCRYPTION_KEY: "a-dedicated-key-of-at-least-32-characters" });
});
afterAll(() => h.close());

describe("user/kh/getIdentityDocuments", () => {
  it("needs a signed-in caller", async () => {
    expect((await h.call(getIdentityDocuments, {})).code).toBe(30204);
  });

  it("answers nothing before a save, then the saved documents with the ID number masked", async () => {
    const alice = await h.createUser();
    expect((await h.call(getIdentityDocuments, {}, { as: alice })).rows).toEqual([]);
    await h.call(
      saveIdentityDocument,
      { kind: "idcard", fields: { name: "张三", idNumber: SAMPLE_ID_NUMBER } },
      { as: alice },
    );
    const body = await h.call(getIdentityDocuments, {}, { as: alice });
    expect(body.code).toBe(0);
    expect(body.rows).toEqual([
      {
        kind: "idcard",
        fields: expect.objectContaining({ name: "张三", idNumber: "110***********002X", address: "" }),
        updatedAt: h.clock.now(),
      },
    ]);
    expect(JSON.stringify(body)).not.toContain(SAMPLE_ID_NUMBER);
  });

  it("uses DATA_ENCRYPTION_KEY: under another key the saved document does not open (91111)", async () => {
    const alice = await h.createUser();
    await h.call(
      saveIdentityDocument,
      { kind: "idcard", fields: { idNumber: SAMPLE_ID_NUMBER } },
      { as: alice },
    );
    const services = h.app.services as { dataKey: Buffer };
    const key = services.dataKey;
    expect(key.equals(deriveDataKey("a-dedicated-key-of-at-least-32-characters"))).toBe(true);
    services.dataKey = deriveDataKey("some-other-key-of-at-least-32-characters");
    try {
      const body = await h.call(getIdentityDocuments, {}, { as: alice, client: { locale: "zh-Hans" } });
      expect(body).toMatchObject({ code: 91111, msg: "已保存的证件信息无法读取，请重新识别并保存" });
    } finally {
      services.dataKey = key;
    }
    expect((await h.call(getIdentityDocuments, {}, { as: alice })).code).toBe(0);
  });
});
