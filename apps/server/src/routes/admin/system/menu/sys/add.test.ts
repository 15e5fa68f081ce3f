import { adminMenuAdd, getMenu } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminLogOf, expectAdminOnly } from "../../../../../test/admin-fixtures.js";
import { createHarness, type Harness, type TestUser } from "../../../../../test/harness.js";

const PATH = "admin/system/menu/sys/add";
let h: Harness;
let admin: TestUser;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.createUser({ roles: ["admin"] });
});
afterAll(() => h.close());

describe(PATH, () => {
  it("creates roots and sub-menus that getMenu shows", async () => {
    const root = adminMenuAdd.output.parse(
      await h.call(
        adminMenuAdd,
        {
          menu_id: "people",
          name: "People",
          icon: "team",
          url: "/pages/admin/users",
          sort: 2,
          parent_id: "",
        },
        { as: admin },
      ),
    );
    expect(root.row).toMatchObject({
      _id: "people",
      parent_id: null,
      enable: true,
      hidden_menu: false,
      sort: 2,
      icon: "team",
    });
    const child = await h.call(
      adminMenuAdd,
      { menu_id: "people-list", name: "List", parent_id: "people" },
      { as: admin },
    );
    expect(child.row).toMatchObject({ parent_id: "people", url: "", sort: 0 });
    const menu = await h.call(getMenu, {}, { as: admin });
    expect(menu.menus).toMatchObject([
      { menu_id: "people", children: [{ menu_id: "people-list", children: [] }] },
    ]);
    expect((await adminLogOf(h, PATH)).map((e) => e.title)).toEqual(["menuAdd", "menuAdd"]);
  });

  it("refuses a taken id (90103) and an unknown parent (90110)", async () => {
    await h.call(adminMenuAdd, { menu_id: "dup", name: "Dup" }, { as: admin });
    expect((await h.call(adminMenuAdd, { menu_id: "dup", name: "Again" }, { as: admin })).code).toBe(90103);
    expect(
      (await h.call(adminMenuAdd, { menu_id: "orphan", name: "Orphan", parent_id: "ghost" }, { as: admin }))
        .code,
    ).toBe(90110);
    expect(
      (await h.call(adminMenuAdd, { menu_id: "self", name: "Self", parent_id: "self" }, { as: admin })).code,
    ).toBe(90110);
  });

  it.each([
    [{ name: "x" }, "menu_id"],
    [{ menu_id: "x" }, "name"],
    [{ menu_id: "x", name: "x", sort: 1.5 }, "sort"],
    [{ menu_id: "x", name: "x", url: "javascript:alert(1)" }, "url"],
    [{ menu_id: "x", name: "x", url: "//evil.example/x" }, "url"],
  ])("validates %j", async (data, key) => {
    expect(await h.call(PATH, data, { as: admin })).toMatchObject({ code: -1, key });
  });

  it("is for admins only", async () => {
    await expectAdminOnly(h, PATH, { menu_id: "sneaky", name: "x" });
  });
});
