import { adminRoleBindMenu, getMenu } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAdminOnly, seedMenus, seedRole } from "../../../../../test/admin-fixtures.js";
import { createHarness, type Harness, type TestUser } from "../../../../../test/harness.js";

const PATH = "admin/system/role/sys/bindMenu";
let h: Harness;
let admin: TestUser;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.createUser({ roles: ["admin"] });
  await seedMenus(h, [
    { menu_id: "hr" },
    { menu_id: "hr-leave", parent_id: "hr" },
    { menu_id: "home", sort: -1 },
  ]);
  await seedRole(h, "staff");
});
afterAll(() => h.close());

describe(PATH, () => {
  it("sets exactly the given menus, which the role's users see in getMenu", async () => {
    const user = await h.createUser({ roles: ["staff"] });
    const body = adminRoleBindMenu.output.parse(
      await h.call(
        adminRoleBindMenu,
        { role_id: "staff", menu_ids: ["hr", "hr-leave", "home"] },
        { as: admin },
      ),
    );
    expect(body.row.menu).toEqual(["home", "hr", "hr-leave"]);
    const menu = await h.call(getMenu, {}, { as: user });
    expect((menu.menuList as { menu_id: string }[]).map((m) => m.menu_id)).toEqual([
      "home",
      "hr",
      "hr-leave",
    ]);
    await h.call(adminRoleBindMenu, { role_id: "staff", menu_ids: ["home"] }, { as: admin });
    expect((await h.call(getMenu, {}, { as: user })).menuList).toMatchObject([{ menu_id: "home" }]);
  });

  it("refuses unknown menus (90007) and roles (90005)", async () => {
    expect(
      (await h.call(adminRoleBindMenu, { role_id: "staff", menu_ids: ["ghost"] }, { as: admin })).code,
    ).toBe(90007);
    expect((await h.call(adminRoleBindMenu, { role_id: "ghost", menu_ids: [] }, { as: admin })).code).toBe(
      90005,
    );
  });

  it("is for admins only", async () => {
    await expectAdminOnly(h, PATH, { role_id: "staff", menu_ids: ["hr"] });
  });
});
