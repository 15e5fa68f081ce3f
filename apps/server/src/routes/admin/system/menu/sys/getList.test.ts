import { adminMenuGetList } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminLogOf, expectAdminOnly, seedMenus } from "../../../../../test/admin-fixtures.js";
import { createHarness, type Harness, type TestUser } from "../../../../../test/harness.js";

const PATH = "admin/system/menu/sys/getList";
let h: Harness;
let admin: TestUser;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.createUser({ roles: ["admin"] });
  await seedMenus(h, [
    { menu_id: "b", sort: 1 },
    { menu_id: "a", sort: 1 },
    { menu_id: "z", sort: 0, enable: 0 },
    { menu_id: "a-1", parent_id: "a", sort: 5, hidden: 1 },
  ]);
});
afterAll(() => h.close());

describe(PATH, () => {
  it("lists every menu entry flat, disabled ones included, by sort then id", async () => {
    const body = adminMenuGetList.output.parse(await h.call(adminMenuGetList, {}, { as: admin }));
    expect(body.rows.map((r) => r.menu_id)).toEqual(["z", "a", "b", "a-1"]);
    expect(body.rows[3]).toMatchObject({
      parent_id: "a",
      hidden_menu: true,
      enable: true,
      url: "/pages/a-1",
    });
  });

  it("filters by parent_id, enable and hidden_menu", async () => {
    const ids = async (formData: Record<string, unknown>) =>
      (
        (
          await h.call(
            adminMenuGetList,
            { formData, columns: Object.keys(formData).map((key) => ({ key })) },
            { as: admin },
          )
        ).rows as { menu_id: string }[]
      ).map((r) => r.menu_id);
    expect(await ids({ parent_id: "a" })).toEqual(["a-1"]);
    expect(await ids({ enable: false })).toEqual(["z"]);
    expect(await ids({ hidden_menu: 1 })).toEqual(["a-1"]);
  });

  it("is a read for admins only", async () => {
    await expectAdminOnly(h, PATH, {});
    expect(await adminLogOf(h, PATH)).toHaveLength(0);
  });
});
