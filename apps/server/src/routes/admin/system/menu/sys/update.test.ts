import { adminMenuUpdate, getMenu } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAdminOnly, seedMenus } from "../../../../../test/admin-fixtures.js";
import { createHarness, type Harness, type TestUser } from "../../../../../test/harness.js";

const PATH = "admin/system/menu/sys/update";
let h: Harness;
let admin: TestUser;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.createUser({ roles: ["admin"] });
  await seedMenus(h, [
    { menu_id: "a", sort: 1 },
    { menu_id: "b", sort: 2 },
    { menu_id: "a-1", parent_id: "a" },
    { menu_id: "a-1-x", parent_id: "a-1" },
  ]);
});
afterAll(() => h.close());

const order = async () =>
  ((await h.call(getMenu, {}, { as: admin })).menuList as { menu_id: string }[]).map((m) => m.menu_id);

describe(PATH, () => {
  it("reorders, hides and disables entries", async () => {
    expect(await order()).toEqual(["a", "a-1", "a-1-x", "b"]);
    const body = adminMenuUpdate.output.parse(
      await h.call(adminMenuUpdate, { menu_id: "b", sort: 0, name: "Bee" }, { as: admin }),
    );
    expect(body.row).toMatchObject({ sort: 0, name: "Bee" });
    expect(await order()).toEqual(["b", "a", "a-1", "a-1-x"]);
    expect(
      (await h.call(adminMenuUpdate, { _id: "a-1", hidden_menu: true }, { as: admin })).row,
    ).toMatchObject({
      hidden_menu: true,
    });
    await h.call(adminMenuUpdate, { menu_id: "a", enable: 0 }, { as: admin });
    expect(await order()).toEqual(["b"]);
    await h.call(adminMenuUpdate, { menu_id: "a", enable: 1 }, { as: admin });
  });

  it("moves an entry under another parent or to the root", async () => {
    expect(
      (await h.call(adminMenuUpdate, { menu_id: "a-1", parent_id: "b" }, { as: admin })).row,
    ).toMatchObject({
      parent_id: "b",
    });
    expect(await order()).toEqual(["b", "a-1", "a-1-x", "a"]);
    expect(
      (await h.call(adminMenuUpdate, { menu_id: "a-1", parent_id: null }, { as: admin })).row,
    ).toMatchObject({
      parent_id: null,
    });
    await h.call(adminMenuUpdate, { menu_id: "a-1", parent_id: "a" }, { as: admin });
  });

  it("refuses to make an entry its own ancestor or to hang it under nothing (90110)", async () => {
    expect((await h.call(adminMenuUpdate, { menu_id: "a", parent_id: "a" }, { as: admin })).code).toBe(90110);
    expect((await h.call(adminMenuUpdate, { menu_id: "a", parent_id: "a-1-x" }, { as: admin })).code).toBe(
      90110,
    );
    expect((await h.call(adminMenuUpdate, { menu_id: "a", parent_id: "ghost" }, { as: admin })).code).toBe(
      90110,
    );
    const row = await h.app.services.db
      .selectFrom("menus")
      .select("parent_id")
      .where("menu_id", "=", "a")
      .executeTakeFirst();
    expect(row).toEqual({ parent_id: null });
  });

  it("answers 90007 for an unknown menu", async () => {
    expect((await h.call(adminMenuUpdate, { menu_id: "ghost", name: "x" }, { as: admin })).code).toBe(90007);
  });

  it("is for admins only", async () => {
    await expectAdminOnly(h, PATH, { menu_id: "a", enable: 0 });
  });
});
