import { adminComponentAdd, adminComponentGetList } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminLogOf, expectAdminOnly } from "../../../../../test/admin-fixtures.js";
import { createHarness, type Harness, type TestUser } from "../../../../../test/harness.js";

const PATH = "admin/system/components-dynamic/sys/getList";
let h: Harness;
let admin: TestUser;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.createUser({ roles: ["admin"] });
  for (const [data_id, enable] of [
    ["b-swiper", 1],
    ["a-notice", 0],
  ] as const) {
    await h.call(adminComponentAdd, { data_id, data: { id: data_id }, enable }, { as: admin });
  }
});
afterAll(() => h.close());

describe(PATH, () => {
  it("lists components by data_id, disabled ones included", async () => {
    const body = adminComponentGetList.output.parse(await h.call(adminComponentGetList, {}, { as: admin }));
    expect(body.rows.map((r) => [r.data_id, r.enable])).toEqual([
      ["a-notice", false],
      ["b-swiper", true],
    ]);
    expect(body.rows[1]!.data).toEqual({ id: "b-swiper" });
    const on = await h.call(
      adminComponentGetList,
      { formData: { enable: true }, columns: [{ key: "enable" }] },
      { as: admin },
    );
    expect(on).toMatchObject({ total: 1, rows: [{ data_id: "b-swiper" }] });
  });

  it("is a read for admins only", async () => {
    await expectAdminOnly(h, PATH, {});
    expect(await adminLogOf(h, PATH)).toHaveLength(0);
  });
});
