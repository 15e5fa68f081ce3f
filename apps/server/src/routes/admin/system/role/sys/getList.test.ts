import { adminRoleGetList } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  adminLogOf,
  expectAdminOnly,
  seedMenus,
  seedPermissions,
  seedRole,
} from "../../../../../test/admin-fixtures.js";
import { createHarness, type Harness, type TestUser } from "../../../../../test/harness.js";

const PATH = "admin/system/role/sys/getList";
let h: Harness;
let admin: TestUser;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.createUser({ roles: ["admin"] });
  await seedPermissions(h, [
    { permission_id: "p1", url: ["x"] },
    { permission_id: "p2", url: ["y"] },
  ]);
  await seedMenus(h, [{ menu_id: "m1" }]);
  await seedRole(h, "editor", { permissions: ["p2", "p1"], menus: ["m1"] });
  await seedRole(h, "old", { enable: 0 });
});
afterAll(() => h.close());

describe(PATH, () => {
  it("lists roles by role_id with their permissions and menus, the built-in ones included", async () => {
    const body = adminRoleGetList.output.parse(await h.call(adminRoleGetList, {}, { as: admin }));
    expect(body.rows.map((r) => r.role_id)).toEqual([
      "admin",
      "admin-lv1",
      "admin-lv2",
      "admin-lv3",
      "editor",
      "old",
      "query-all",
    ]);
    expect(body.rows.find((r) => r.role_id === "editor")).toMatchObject({
      _id: "editor",
      enable: true,
      permission: ["p1", "p2"],
      menu: ["m1"],
    });
  });

  it("filters by enable and role_name", async () => {
    const disabled = await h.call(
      adminRoleGetList,
      { formData: { enable: false }, columns: [{ key: "enable" }] },
      { as: admin },
    );
    expect(disabled).toMatchObject({ total: 1, rows: [{ role_id: "old", enable: false }] });
    const lv = await h.call(
      adminRoleGetList,
      { formData: { role_name: "level" }, columns: [{ key: "role_name", mode: "%%" }] },
      { as: admin },
    );
    expect((lv.rows as { role_id: string }[]).map((r) => r.role_id)).toEqual([
      "admin-lv1",
      "admin-lv2",
      "admin-lv3",
    ]);
  });

  it("is a read for admins only", async () => {
    await expectAdminOnly(h, PATH, {});
    expect(await adminLogOf(h, PATH)).toHaveLength(0);
  });
});
