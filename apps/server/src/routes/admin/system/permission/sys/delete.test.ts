import { adminPermissionDelete, adminRoleGetList } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAdminOnly, seedPermissions, seedRole } from "../../../../../test/admin-fixtures.js";
import { createHarness, type Harness, type TestUser } from "../../../../../test/harness.js";

const PATH = "admin/system/permission/sys/delete";
let h: Harness;
let admin: TestUser;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.createUser({ roles: ["admin"] });
  await seedPermissions(h, [
    { permission_id: "p", url: ["admin/system/role/sys/getList"] },
    { permission_id: "q", url: ["x"] },
  ]);
  await seedRole(h, "r", { permissions: ["p"] });
});
afterAll(() => h.close());

describe(PATH, () => {
  it("deletes the permission and takes it from every role", async () => {
    const user = await h.createUser({ allow_login_background: 1, roles: ["r"] });
    expect((await h.call(adminRoleGetList, {}, { as: user })).code).toBe(0);
    expect((await h.call(adminPermissionDelete, { permission_id: "p" }, { as: admin })).code).toBe(0);
    expect((await h.call(adminRoleGetList, {}, { as: user })).code).toBe(403);
    expect((await h.call(adminPermissionDelete, { _id: "q" }, { as: admin })).code).toBe(0);
  });

  it("answers 90006 for an unknown permission and -1 without a key", async () => {
    expect((await h.call(adminPermissionDelete, { permission_id: "ghost" }, { as: admin })).code).toBe(90006);
    expect((await h.call(adminPermissionDelete, {}, { as: admin })).code).toBe(-1);
  });

  it("is for admins only", async () => {
    await seedPermissions(h, [{ permission_id: "kept", url: ["x"] }]);
    await expectAdminOnly(h, PATH, { permission_id: "kept" });
  });
});
