import { getMenu } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedMenus, seedRole } from "../../../test/admin-fixtures.js";
import { createHarness, type Harness } from "../../../test/harness.js";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
  // Four levels in the database: l1 > l2 > l3 > l4; siblings inserted out of order.
  await seedMenus(h, [
    { menu_id: "hr", sort: 2 },
    { menu_id: "home", sort: 1 },
    { menu_id: "off", sort: 0, enable: 0 },
    { menu_id: "secret", sort: 3, hidden: 1 },
    { menu_id: "hr-people", parent_id: "hr", sort: 20 },
    { menu_id: "hr-leave", parent_id: "hr", sort: 10 },
    { menu_id: "hr-people-list", parent_id: "hr-people", sort: 0 },
    { menu_id: "hr-people-list-deep", parent_id: "hr-people-list", sort: 0 },
    { menu_id: "child-of-off", parent_id: "off", sort: 0 },
  ]);
  await seedRole(h, "staff", { menus: ["home", "hr-leave", "off"] });
  await seedRole(h, "hr-admin", { menus: ["hr", "hr-leave"] });
  await seedRole(h, "retired", { enable: 0, menus: ["secret", "hr", "hr-people"] });
});
afterAll(() => h.close());

type Node = { menu_id: string; children: Node[] };
const shape = (nodes: Node[]): unknown[] =>
  nodes.map((n) => (n.children.length ? { [n.menu_id]: shape(n.children) } : n.menu_id));

describe("user/kh/getMenu", () => {
  it("gives admins every enabled menu, three levels deep, each level sorted by sort", async () => {
    const admin = await h.createUser({ roles: ["admin"] });
    const body = getMenu.output.parse(await h.call(getMenu, {}, { as: admin }));
    expect(shape(body.menus as Node[])).toEqual([
      "home",
      { hr: ["hr-leave", { "hr-people": ["hr-people-list"] }] },
      "secret",
    ]);
    expect(body.menuList.map((m) => m.menu_id)).toEqual([
      "home",
      "hr",
      "hr-leave",
      "hr-people",
      "hr-people-list",
      "secret",
    ]);
    const secret = body.menuList.find((m) => m.menu_id === "secret")!;
    expect(secret).toMatchObject({ hidden_menu: true, enable: true, url: "/pages/secret", parent_id: null });
  });

  it("gives others the enabled menus of their enabled roles only", async () => {
    const staff = await h.createUser({ roles: ["staff"] });
    const body = await h.call(getMenu, {}, { as: staff });
    // hr-leave is granted but its parent hr is not: it has no place in the tree. off is disabled.
    expect(shape(body.menus as Node[])).toEqual(["home"]);
    const both = await h.createUser({ roles: ["staff", "hr-admin"] });
    const merged = await h.call(getMenu, {}, { as: both });
    expect(shape(merged.menus as Node[])).toEqual(["home", { hr: ["hr-leave"] }]);
  });

  it("gives nothing through a disabled role, and nothing without roles", async () => {
    const retired = await h.createUser({ roles: ["retired"] });
    expect(await h.call(getMenu, {}, { as: retired })).toMatchObject({
      code: 0,
      menus: [],
      menuList: [],
    });
    const nobody = await h.createUser();
    expect(await h.call(getMenu, {}, { as: nobody })).toMatchObject({
      code: 0,
      menus: [],
      menuList: [],
    });
  });

  it("follows role changes at once", async () => {
    const user = await h.createUser({ roles: ["staff"] });
    await h.app.services.db
      .insertInto("user_roles")
      .values({ user_id: user.uid, role_id: "hr-admin" })
      .execute();
    const body = await h.call(getMenu, {}, { as: user });
    expect(body.menuList?.map((m) => m.menu_id)).toEqual(["home", "hr", "hr-leave"]);
  });

  it("needs a token", async () => {
    expect((await h.call(getMenu, {})).code).toBe(30204);
  });
});
