import { adminRoleBindPermission, adminRoleGetList, adminUserGetList } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAdminOnly, seedPermissions, seedRole } from "../../../../../test/admin-fixtures.js";
import { createHarness, type Harness, type TestUser } from "../../../../../test/harness.js";

const PATH = "admin/system/role/sys/bindPermission";
let h: Harness;
let admin: TestUser;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.createUser({ roles: ["admin"] });
  await seedPermissions(h, [
    { permission_id: "read-users", url: ["admin/system/user/sys/getList"] },
    { permission_id: "read-roles", url: ["admin/system/role/sys/getList"] },
  ]);
  await seedRole(h, "viewer");
});
afterAll(() => h.close());

describe(PATH, () => {
  it("sets exactly the given permissions, and they take effect on the next call", async () => {
    const user = await h.createUser({ allow_login_background: 1, roles: ["viewer"] });
    expect((await h.call(adminUserGetList, {}, { as: user })).code).toBe(403);
    const body = adminRoleBindPermission.output.parse(
      await h.call(
        adminRoleBindPermission,
        { role_id: "viewer", permission_ids: ["read-users", "read-roles"] },
        { as: admin },
      ),
    );
    expect(body.row.permission).toEqual(["read-roles", "read-users"]);
    expect((await h.call(adminUserGetList, {}, { as: user })).code).toBe(0);
    await h.call(
      adminRoleBindPermission,
      { role_id: "viewer", permission_ids: ["read-roles"] },
      { as: admin },
    );
    expect((await h.call(adminUserGetList, {}, { as: user })).code).toBe(403);
    expect((await h.call(adminRoleGetList, {}, { as: user })).code).toBe(0);
  });

  it("refuses unknown permissions (90006) and roles (90005) without changing anything", async () => {
    await h.call(
      adminRoleBindPermission,
      { role_id: "viewer", permission_ids: ["read-roles"] },
      { as: admin },
    );
    expect(
      (
        await h.call(
          adminRoleBindPermission,
          { role_id: "viewer", permission_ids: ["read-users", "ghost"] },
          { as: admin },
        )
      ).code,
    ).toBe(90006);
    expect(
      (await h.call(adminRoleBindPermission, { role_id: "ghost", permission_ids: [] }, { as: admin })).code,
    ).toBe(90005);
    const rows = await h.app.services.db
      .selectFrom("role_permissions")
      .select("permission_id")
      .where("role_id", "=", "viewer")
      .execute();
    expect(rows).toEqual([{ permission_id: "read-roles" }]);
  });

  it("is for admins only", async () => {
    await expectAdminOnly(h, PATH, { role_id: "viewer", permission_ids: ["read-users"] });
  });
});
