import { getMyUserInfo } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedPermissions, seedRole } from "../../test/admin-fixtures.js";
import { createHarness, type Harness } from "../../test/harness.js";

/**
 * The built-in roles of the reference §2.2, checked through real sys routes: admin-lv1/2/3 hold every
 * enabled permission up to their level, query-all every read (category 4) below level 4.
 */
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
  await seedPermissions(h, [
    { permission_id: "lv0-roles", url: ["admin/system/role/sys/getList"], level: 0 },
    { permission_id: "lv1-users", url: ["admin/system/user/sys/getList"], level: 1 },
    { permission_id: "lv2-menus", url: ["admin/system/menu/sys/getList"], level: 2, curd_category: 4 },
    { permission_id: "lv3-perms", url: ["admin/system/permission/sys/getList"], level: 3 },
    { permission_id: "lv3-off", url: ["admin/system/app-version/sys/getList"], level: 3, enable: 0 },
    { permission_id: "lv4-read", url: ["admin/system/admin-log/sys/getList"], level: 4, curd_category: 4 },
    { permission_id: "read-cmp", url: ["admin/system/components-dynamic/sys/getList"], curd_category: 4 },
  ]);
});
afterAll(() => h.close());

const PATHS = {
  roles: "admin/system/role/sys/getList",
  users: "admin/system/user/sys/getList",
  menus: "admin/system/menu/sys/getList",
  perms: "admin/system/permission/sys/getList",
  versions: "admin/system/app-version/sys/getList",
  log: "admin/system/admin-log/sys/getList",
  components: "admin/system/components-dynamic/sys/getList",
};

async function allowed(roles: string[]): Promise<string[]> {
  const user = await h.createUser({ allow_login_background: 1, roles });
  const result: string[] = [];
  for (const [name, path] of Object.entries(PATHS)) {
    if ((await h.call(path, {}, { as: user })).code === 0) result.push(name);
  }
  return result;
}

describe("built-in roles", () => {
  it.each([
    [["admin-lv1"], ["users"]],
    [["admin-lv2"], ["users", "menus"]],
    [["admin-lv3"], ["users", "menus", "perms"]],
    [["query-all"], ["menus", "components"]],
    [
      ["admin-lv1", "query-all"],
      ["users", "menus", "components"],
    ],
  ])("%j may call %j", async (roles, expected) => {
    expect(await allowed(roles)).toEqual(expected);
  });

  it("grant nothing while disabled", async () => {
    await h.app.services.db
      .updateTable("roles")
      .set({ enable: 0 })
      .where("role_id", "=", "admin-lv3")
      .execute();
    expect(await allowed(["admin-lv3"])).toEqual([]);
    await h.app.services.db
      .updateTable("roles")
      .set({ enable: 1 })
      .where("role_id", "=", "admin-lv3")
      .execute();
  });

  it("add to what a role grants through its own permissions, and tokens carry the ids", async () => {
    await seedRole(h, "roles-reader", { permissions: ["lv0-roles"] });
    expect(await allowed(["admin-lv1", "roles-reader"])).toEqual(["roles", "users"]);
    const user = await h.createUser({ roles: ["admin-lv1", "roles-reader"] });
    const me = await h.call(getMyUserInfo, {}, { as: user });
    expect((me.userInfo as { permission: string[] }).permission).toEqual(["lv0-roles", "lv1-users"]);
  });
});
