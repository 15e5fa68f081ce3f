import { adminRoleUpdate, adminUserGetList } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAdminOnly, seedPermissions, seedRole } from "../../../../../test/admin-fixtures.js";
import { createHarness, type Harness, type TestUser } from "../../../../../test/harness.js";

const PATH = "admin/system/role/sys/update";
let h: Harness;
let admin: TestUser;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.createUser({ roles: ["admin"] });
  await seedPermissions(h, [{ permission_id: "read-users", url: ["admin/system/user/sys/getList"] }]);
  await seedRole(h, "viewer", { permissions: ["read-users"] });
});
afterAll(() => h.close());

describe(PATH, () => {
  it("changes name and comment, by role_id or by _id", async () => {
    const byKey = adminRoleUpdate.output.parse(
      await h.call(adminRoleUpdate, { role_id: "viewer", role_name: "Viewer" }, { as: admin }),
    );
    expect(byKey.row).toMatchObject({ role_id: "viewer", role_name: "Viewer", permission: ["read-users"] });
    expect(
      (await h.call(adminRoleUpdate, { _id: "viewer", comment: "reads users" }, { as: admin })).row,
    ).toMatchObject({
      role_name: "Viewer",
      comment: "reads users",
    });
  });

  it("disabling a role takes its permissions away at once", async () => {
    const user = await h.createUser({ allow_login_background: 1, roles: ["viewer"] });
    expect((await h.call(adminUserGetList, {}, { as: user })).code).toBe(0);
    expect(
      (await h.call(adminRoleUpdate, { role_id: "viewer", enable: false }, { as: admin })).row,
    ).toMatchObject({
      enable: false,
    });
    expect((await h.call(adminUserGetList, {}, { as: user })).code).toBe(403);
    await h.call(adminRoleUpdate, { role_id: "viewer", enable: true }, { as: admin });
    expect((await h.call(adminUserGetList, {}, { as: user })).code).toBe(0);
  });

  it("never disables the admin role (90120), but may rename it", async () => {
    expect(await h.call(adminRoleUpdate, { role_id: "admin", enable: 0 }, { as: admin })).toMatchObject({
      code: 90120,
    });
    expect(
      (await h.call(adminRoleUpdate, { role_id: "admin", role_name: "Super" }, { as: admin })).code,
    ).toBe(0);
    expect((await h.call(adminUserGetList, {}, { as: admin })).code).toBe(0);
  });

  it("answers 90005 for an unknown role and -1 without a key", async () => {
    expect((await h.call(adminRoleUpdate, { role_id: "ghost", role_name: "x" }, { as: admin })).code).toBe(
      90005,
    );
    expect((await h.call(adminRoleUpdate, { role_id: "ghost" }, { as: admin })).code).toBe(90005);
    expect(await h.call(adminRoleUpdate, { role_name: "x" }, { as: admin })).toMatchObject({
      code: -1,
      key: "role_id",
    });
  });

  it("is for admins only", async () => {
    await expectAdminOnly(h, PATH, { role_id: "viewer", enable: 0 });
  });
});
