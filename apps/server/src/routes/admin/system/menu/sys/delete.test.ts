import { adminMenuDelete } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAdminOnly, seedMenus, seedRole } from "../../../../../test/admin-fixtures.js";
import { createHarness, type Harness, type TestUser } from "../../../../../test/harness.js";

const PATH = "admin/system/menu/sys/delete";
let h: Harness;
let admin: TestUser;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.createUser({ roles: ["admin"] });
  await seedMenus(h, [{ menu_id: "a" }, { menu_id: "a-1", parent_id: "a" }, { menu_id: "solo" }]);
  await seedRole(h, "r", { menus: ["a", "a-1"] });
});
afterAll(() => h.close());

describe(PATH, () => {
  it("refuses an entry with sub-menus (90111), then deletes bottom-up and ungrants", async () => {
    expect(await h.call(adminMenuDelete, { menu_id: "a" }, { as: admin })).toMatchObject({
      code: 90111,
      msg: "Delete or move the sub-menus first",
    });
    expect((await h.call(adminMenuDelete, { menu_id: "a-1" }, { as: admin })).code).toBe(0);
    expect((await h.call(adminMenuDelete, { _id: "a" }, { as: admin })).code).toBe(0);
    expect(
      await h.app.services.db.selectFrom("role_menus").selectAll().where("role_id", "=", "r").execute(),
    ).toEqual([]);
  });

  it("answers 90007 for an unknown menu", async () => {
    expect((await h.call(adminMenuDelete, { menu_id: "ghost" }, { as: admin })).code).toBe(90007);
  });

  it("is for admins only", async () => {
    await expectAdminOnly(h, PATH, { menu_id: "solo" });
  });
});
