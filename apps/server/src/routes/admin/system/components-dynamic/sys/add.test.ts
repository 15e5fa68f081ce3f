import { adminComponentAdd } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminLogOf, expectAdminOnly } from "../../../../../test/admin-fixtures.js";
import { createHarness, type Harness, type TestUser } from "../../../../../test/harness.js";

const PATH = "admin/system/components-dynamic/sys/add";
let h: Harness;
let admin: TestUser;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.createUser({ roles: ["admin"] });
});
afterAll(() => h.close());

describe(PATH, () => {
  it("stores any JSON value under a data_id", async () => {
    const data = { items: [{ text: "Welcome", url: "/pages/index/index" }], interval: 3000 };
    const body = adminComponentAdd.output.parse(
      await h.call(adminComponentAdd, { data_id: "home-notice", title: "Notice", data }, { as: admin }),
    );
    expect(body.row).toMatchObject({
      _id: "home-notice",
      data_id: "home-notice",
      title: "Notice",
      data,
      enable: true,
    });
    expect(
      (await h.call(adminComponentAdd, { data_id: "flag", data: false }, { as: admin })).row,
    ).toMatchObject({
      data: false,
    });
    expect((await adminLogOf(h, PATH))[0]).toMatchObject({
      title: "componentAdd",
      response_code: 0,
    });
  });

  it("refuses a taken data_id (90104), a missing or oversized data", async () => {
    expect(await h.call(adminComponentAdd, { data_id: "home-notice", data: 1 }, { as: admin })).toMatchObject(
      {
        code: 90104,
      },
    );
    expect(await h.call(PATH, { data_id: "empty" }, { as: admin })).toMatchObject({
      code: -1,
      key: "data",
    });
    expect(
      await h.call(adminComponentAdd, { data_id: "huge", data: "x".repeat(70_000) }, { as: admin }),
    ).toMatchObject({
      code: -1,
      key: "data",
    });
  });

  it("is for admins only", async () => {
    await expectAdminOnly(h, PATH, { data_id: "sneaky", data: 1 });
  });
});
