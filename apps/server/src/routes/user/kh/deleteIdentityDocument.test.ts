import { deleteIdentityDocument, getIdentityDocuments, saveIdentityDocument } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_ID_NUMBER } from "../../../test/fake-baidu-ocr.js";
import { createHarness, type Harness } from "../../../test/harness.js";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe("user/kh/deleteIdentityDocument", () => {
  it("needs a signed-in caller", async () => {
    expect((await h.call(deleteIdentityDocument, { kind: "idcard" })).code).toBe(30204);
  });

  it("deletes the caller's document of that kind only, and says whether there was one", async () => {
    const alice = await h.createUser();
    await h.call(
      saveIdentityDocument,
      { kind: "idcard", fields: { idNumber: SAMPLE_ID_NUMBER } },
      { as: alice },
    );
    await h.call(
      saveIdentityDocument,
      { kind: "businessLicense", fields: { companyName: "示例" } },
      { as: alice },
    );
    expect((await h.call(deleteIdentityDocument, { kind: "idcard" }, { as: alice })).deleted).toBe(true);
    expect((await h.call(deleteIdentityDocument, { kind: "idcard" }, { as: alice })).deleted).toBe(false);
    const rows = (await h.call(getIdentityDocuments, {}, { as: alice })).rows ?? [];
    expect(rows.map((d) => d.kind)).toEqual(["businessLicense"]);
  });

  it("refuses an unknown kind", async () => {
    const alice = await h.createUser();
    expect((await h.call(deleteIdentityDocument, { kind: "passport" } as never, { as: alice })).code).toBe(
      -1,
    );
  });
});
