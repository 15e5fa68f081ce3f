import {
  adminMenuAdd,
  adminMenuDelete,
  adminMenuGetList,
  adminMenuUpdate,
  adminRoleBindMenu,
  adminRoleBindPermission,
  adminRoleUpdate,
  getMenu,
} from "@roster/contract/routes";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MENU_TRIGGERS } from "../../db/migrations/0023_menu_versions.js";
import { seedMenus, seedPermissions, seedRole } from "../../test/admin-fixtures.js";
import { type Body, createHarness, type Harness, type Peer, type TestUser } from "../../test/harness.js";

// Issue 32: the other hot reads of a signed-in page. The menu tree (services/access/menus.ts) and the
// permission match (access.ts mayCall) are worked out once per access a cached session holds; a write to
// what they read is seen by the very next call, on this process and on another one (`peer`).
let h: Harness;
let peer: Peer;
let admin: TestUser;
beforeAll(async () => {
  h = await createHarness({ TOKEN_MAX_SESSIONS: "1000" });
  peer = await h.peer();
  admin = await h.createUser({ roles: ["admin"] });
  await seedMenus(h, [
    { menu_id: "home", sort: 1 },
    { menu_id: "hr", sort: 2 },
    { menu_id: "hr-leave", parent_id: "hr", sort: 1 },
  ]);
  await seedRole(h, "staff", { menus: ["home", "hr", "hr-leave"] });
  await seedPermissions(h, [{ permission_id: "p-menus", url: ["admin/system/menu/sys/getList"] }]);
  await seedRole(h, "menu-reader", { permissions: ["p-menus"] });
});
afterAll(async () => {
  await peer.close();
  await h.close();
});

const ids = (body: Body) => (body.menuList as { menu_id: string; name: string }[]).map((m) => m.menu_id);
const names = (body: Body) => (body.menuList as { name: string }[]).map((m) => m.name);

/** Both apps' answers to getMenu, each called twice first so that each holds the session and its tree. */
async function warmBoth(user: TestUser): Promise<void> {
  for (const call of [h.call, peer.call]) {
    await call(getMenu, {}, { as: user });
    expect((await call(getMenu, {}, { as: user })).code).toBe(0);
  }
}

/** What both apps answer to getMenu next (the peer first: it heard of the write only through the database). */
async function nextOnBoth(user: TestUser): Promise<[Body, Body]> {
  const other = await peer.call(getMenu, {}, { as: user });
  const own = await h.call(getMenu, {}, { as: user });
  return [other, own];
}

describe("getMenu is remembered with the session", () => {
  it("a repeated call makes no query on SQLite and only the session's version read on PostgreSQL", async () => {
    const user = await h.createUser({ roles: ["staff"] });
    // On PostgreSQL the notifications of the user's creation come after it, and a load they race is not kept.
    await h.call(getMenu, {}, { as: user });
    h.app.services.authCache.reset();
    const first = await h.queriesOf(() => h.call(getMenu, {}, { as: user }));
    expect(ids(first.result)).toEqual(["home", "hr", "hr-leave"]);
    // The session with its access in one statement, the menus of its roles in one more.
    expect(first.queries).toHaveLength(2);
    await h.call(getMenu, {}, { as: user });
    const hit = await h.queriesOf(() => h.call(getMenu, {}, { as: user }));
    expect(hit.result).toEqual(first.result);
    const check =
      h.dialect === "sqlite" ? [] : [expect.stringMatching(/^select "auth_version" from "users"/)];
    expect(hit.queries).toEqual(check);
    const adminHit = await h.queriesOf(async () => {
      await h.call(getMenu, {}, { as: admin });
      return h.call(getMenu, {}, { as: admin });
    });
    expect(ids(adminHit.result)).toEqual(["home", "hr", "hr-leave"]);
  });

  it("each table the menu tree reads has its triggers", async () => {
    const triggers =
      h.dialect === "sqlite"
        ? (
            await sql<{ name: string }>`select name from sqlite_master where type = 'trigger'`.execute(
              h.app.services.db,
            )
          ).rows
        : (
            await sql<{ name: string }>`select trigger_name as name from information_schema.triggers
              where trigger_schema = current_schema()`.execute(h.app.services.db)
          ).rows;
    const have = new Set(triggers.map((t) => t.name));
    for (const [table, ops] of Object.entries(MENU_TRIGGERS)) {
      for (const op of ops) expect(have, `${table} ${op}`).toContain(`${table}_auth_${op}`);
    }
  });
});

describe("menu edits through the admin routes, seen by the very next call on both processes", () => {
  it("a menu renamed, for its role's users and for admins", async () => {
    const user = await h.createUser({ roles: ["staff"] });
    await warmBoth(user);
    await warmBoth(admin);
    const renamed = await h.call(adminMenuUpdate, { menu_id: "home", name: "Start" }, { as: admin });
    expect(renamed.code).toBe(0);
    for (const who of [user, admin]) {
      for (const body of await nextOnBoth(who)) expect(names(body)[0]).toBe("Start");
    }
  });

  it("a menu added, disabled and deleted", async () => {
    await warmBoth(admin);
    const added = await h.call(
      adminMenuAdd,
      { menu_id: "news", name: "News", url: "/pages/news", sort: 9 },
      { as: admin },
    );
    expect(added.code).toBe(0);
    for (const body of await nextOnBoth(admin)) expect(ids(body)).toContain("news");
    expect((await h.call(adminMenuUpdate, { menu_id: "news", enable: false }, { as: admin })).code).toBe(0);
    for (const body of await nextOnBoth(admin)) expect(ids(body)).not.toContain("news");
    expect((await h.call(adminMenuUpdate, { menu_id: "news", enable: true }, { as: admin })).code).toBe(0);
    await warmBoth(admin);
    expect((await h.call(adminMenuDelete, { menu_id: "news" }, { as: admin })).code).toBe(0);
    for (const body of await nextOnBoth(admin)) expect(ids(body)).toEqual(["home", "hr", "hr-leave"]);
  });

  it("a role's menus bound anew, and the role disabled", async () => {
    const user = await h.createUser({ roles: ["staff"] });
    await warmBoth(user);
    const bound = await h.call(adminRoleBindMenu, { role_id: "staff", menu_ids: ["home"] }, { as: admin });
    expect(bound.code).toBe(0);
    for (const body of await nextOnBoth(user)) expect(ids(body)).toEqual(["home"]);
    await h.call(
      adminRoleBindMenu,
      { role_id: "staff", menu_ids: ["home", "hr", "hr-leave"] },
      { as: admin },
    );
    await warmBoth(user);
    expect((await h.call(adminRoleUpdate, { role_id: "staff", enable: false }, { as: admin })).code).toBe(0);
    for (const body of await nextOnBoth(user)) expect(ids(body)).toEqual([]);
    await h.call(adminRoleUpdate, { role_id: "staff", enable: true }, { as: admin });
  });

  it("a raw write to menus, past every service", async () => {
    const user = await h.createUser({ roles: ["staff"] });
    await warmBoth(user);
    await h.app.services.db.updateTable("menus").set({ sort: 0 }).where("menu_id", "=", "hr").execute();
    for (const body of await nextOnBoth(user)) expect(ids(body)).toEqual(["hr", "hr-leave", "home"]);
    await h.app.services.db.updateTable("menus").set({ sort: 2 }).where("menu_id", "=", "hr").execute();
  });
});

describe("the permission match is remembered with the session, and a permission taken away refuses the next call", () => {
  const list = (call: Harness["call"], user: TestUser) => call(adminMenuGetList, {}, { as: user });

  it("unbound from the role through the admin route, on both processes", async () => {
    const user = await h.createUser({ roles: ["menu-reader"], allow_login_background: 1 });
    for (const call of [h.call, peer.call]) {
      expect((await list(call, user)).code).toBe(0);
      expect((await list(call, user)).code).toBe(0);
    }
    const unbound = await h.call(
      adminRoleBindPermission,
      { role_id: "menu-reader", permission_ids: [] },
      { as: admin },
    );
    expect(unbound.code).toBe(0);
    expect((await list(peer.call, user)).code).toBe(403);
    expect((await list(h.call, user)).code).toBe(403);
    await h.call(
      adminRoleBindPermission,
      { role_id: "menu-reader", permission_ids: ["p-menus"] },
      { as: admin },
    );
    expect((await list(peer.call, user)).code).toBe(0);
  });

  it("50 parallel calls around a raw revocation: none that starts after it passes", async () => {
    const user = await h.createUser({ roles: ["menu-reader"], allow_login_background: 1 });
    await list(peer.call, user);
    expect((await list(peer.call, user)).code).toBe(0);
    const before = Array.from({ length: 25 }, () => list(peer.call, user));
    await h.app.services.db.deleteFrom("role_permissions").where("role_id", "=", "menu-reader").execute();
    const after = Array.from({ length: 25 }, () => list(peer.call, user));
    for (const body of await Promise.all(before)) expect([0, 403]).toContain(body.code);
    expect((await Promise.all(after)).map((b) => b.code)).toEqual(Array(25).fill(403));
    await h.app.services.db
      .insertInto("role_permissions")
      .values({ role_id: "menu-reader", permission_id: "p-menus" })
      .execute();
  });
});
