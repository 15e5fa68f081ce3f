import { adminRoleDelete, adminRoleGetList, getMyUserInfo } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  adminLogOf,
  expectAdminOnly,
  seedMenus,
  seedPermissions,
  seedRole,
} from "../../../../../test/admin-fixtures.js";
import { createHarness, type Harness, type TestUser } from "../../../../../test/harness.js";

const PATH = "admin/system/role/sys/delete";
let h: Harness;
let admin: TestUser;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.createUser({ roles: ["admin"] });
  await seedPermissions(h, [{ permission_id: "p", url: ["x"] }]);
  await seedMenus(h, [{ menu_id: "m" }]);
});
afterAll(() => h.close());

describe(PATH, () => {
  it("deletes a role and every grant of it", async () => {
    await seedRole(h, "temp", { permissions: ["p"], menus: ["m"] });
    const user = await h.createUser({ roles: ["temp"] });
    expect((await h.call(adminRoleDelete, { role_id: "temp" }, { as: admin })).code).toBe(0);
    const db = h.app.services.db;
    expect(await db.selectFrom("user_roles").selectAll().where("role_id", "=", "temp").execute()).toEqual([]);
    expect(
      await db.selectFrom("role_permissions").selectAll().where("role_id", "=", "temp").execute(),
    ).toEqual([]);
    expect(await db.selectFrom("role_menus").selectAll().where("role_id", "=", "temp").execute()).toEqual([]);
    expect((await h.call(getMyUserInfo, {}, { as: user })).userInfo).toMatchObject({ role: [] });
    await seedRole(h, "temp2");
    expect((await h.call(adminRoleDelete, { _id: "temp2" }, { as: admin })).code).toBe(0);
  });

  it("never deletes the admin role (90120), and logs the refusal", async () => {
    expect(await h.call(adminRoleDelete, { role_id: "admin" }, { as: admin })).toMatchObject({
      code: 90120,
      msg: "The admin role cannot be deleted or disabled",
    });
    expect((await adminLogOf(h, PATH)).at(-1)).toMatchObject({ response_code: 90120 });
    expect((await h.call(adminRoleGetList, {}, { as: admin })).code).toBe(0);
  });

  it("answers 90005 for an unknown role", async () => {
    expect((await h.call(adminRoleDelete, { role_id: "ghost" }, { as: admin })).code).toBe(90005);
  });

  it("is for admins only", async () => {
    await seedRole(h, "kept");
    await expectAdminOnly(h, PATH, { role_id: "kept" });
  });
});
