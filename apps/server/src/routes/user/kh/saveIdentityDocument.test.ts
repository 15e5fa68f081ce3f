import { deleteIdentityDocument, getIdentityDocuments, saveIdentityDocument } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findIdentityDocuments } from "../../../services/identity-documents/repository.js";
import { SAMPLE_ID_NUMBER } from "../../../test/fake-baidu-ocr.js";
import { createHarness, type Harness } from "../../../test/harness.js";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const CARD = {
  name: "张三",
  sex: "女",
  nation: "汉",
  birth: "19491231",
  address: "北京市西城区复兴门外大街999号",
  idNumber: SAMPLE_ID_NUMBER,
  issueAuthority: "北京市公安局西城分局",
  validFrom: "20160816",
  validTo: "20360816",
};
const MASKED = "110***********002X";

describe("user/kh/saveIdentityDocument", () => {
  it("needs a signed-in caller", async () => {
    expect((await h.call(saveIdentityDocument, { kind: "idcard", fields: CARD })).code).toBe(30204);
  });

  it("saves the confirmed card and answers it with the ID number masked", async () => {
    const alice = await h.createUser();
    const body = await h.call(saveIdentityDocument, { kind: "idcard", fields: CARD }, { as: alice });
    expect(body.code).toBe(0);
    expect(body.document).toEqual({
      kind: "idcard",
      fields: { ...CARD, idNumber: MASKED },
      updatedAt: h.clock.now(),
    });
    expect(JSON.stringify(body)).not.toContain(SAMPLE_ID_NUMBER);
  });

  it("stores nothing in clear: the raw row holds no ID number, name or address", async () => {
    const alice = await h.createUser();
    await h.call(saveIdentityDocument, { kind: "idcard", fields: CARD }, { as: alice });
    const rows = await findIdentityDocuments(h.app.services.db, alice.uid);
    expect(rows).toHaveLength(1);
    const raw = JSON.stringify(rows[0]);
    for (const secret of [SAMPLE_ID_NUMBER, "110105", "19491231", CARD.name, "复兴门", "西城"]) {
      expect(raw).not.toContain(secret);
    }
    expect(rows[0]!.sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it("replaces the earlier document of the same kind, and keeps the other kind", async () => {
    const alice = await h.createUser();
    await h.call(saveIdentityDocument, { kind: "idcard", fields: CARD }, { as: alice });
    await h.call(
      saveIdentityDocument,
      {
        kind: "businessLicense",
        fields: { companyName: "北京示例科技有限公司", creditCode: "91110108MA01XXXX0Q" },
      },
      { as: alice },
    );
    h.clock.advance(1000);
    const corrected = { ...CARD, name: "张三丰", idNumber: "11010519491231002x" };
    const body = await h.call(saveIdentityDocument, { kind: "idcard", fields: corrected }, { as: alice });
    expect(body.document?.fields).toMatchObject({ name: "张三丰", idNumber: MASKED });
    const list = await h.call(getIdentityDocuments, {}, { as: alice });
    expect(list.rows?.map((d) => d.kind)).toEqual(["businessLicense", "idcard"]);
    expect(list.rows?.[1]).toMatchObject({ fields: { name: "张三丰" }, updatedAt: h.clock.now() });
  });

  it.each([
    ["a wrong check digit", "110105194912310021"],
    ["17 characters", "11010519491231002"],
    ["a birth date that does not exist", "110105194902300020"],
    ["letters", "11010519491231ABCD"],
  ])("refuses an ID number with %s (91110), storing nothing", async (_what, idNumber) => {
    const alice = await h.createUser();
    const body = await h.call(
      saveIdentityDocument,
      { kind: "idcard", fields: { ...CARD, idNumber } },
      { as: alice, client: { locale: "en" } },
    );
    expect(body).toMatchObject({
      code: 91110,
      msg: "The ID number is not valid; please check it before saving",
    });
    expect(await findIdentityDocuments(h.app.services.db, alice.uid)).toEqual([]);
  });

  it.each([
    ["an unknown kind", { kind: "passport", fields: {} }],
    ["a NUL in a field", { kind: "idcard", fields: { ...CARD, name: "a\u0000b" } }],
    ["an overlong address", { kind: "idcard", fields: { ...CARD, address: "x".repeat(201) } }],
    ["fields that are not an object", { kind: "idcard", fields: "110105" }],
  ])("refuses %s with -1", async (_what, data) => {
    const alice = await h.createUser();
    expect((await h.call(saveIdentityDocument, data as never, { as: alice })).code).toBe(-1);
  });

  it("keeps each user's documents to themselves, and deletes them with the account", async () => {
    const [alice, bob] = [await h.createUser(), await h.createUser()];
    await h.call(saveIdentityDocument, { kind: "idcard", fields: CARD }, { as: alice });
    expect((await h.call(getIdentityDocuments, {}, { as: bob })).rows).toEqual([]);
    // Bob cannot delete Alice's (there is no uid to name; his own is absent).
    expect(
      (await h.call(deleteIdentityDocument, { kind: "idcard", uid: alice.uid } as never, { as: bob }))
        .deleted,
    ).toBe(false);
    expect((await h.call(getIdentityDocuments, {}, { as: alice })).rows).toHaveLength(1);
    await h.app.services.db.deleteFrom("users").where("id", "=", alice.uid).execute();
    expect(await findIdentityDocuments(h.app.services.db, alice.uid)).toEqual([]);
  });
});
