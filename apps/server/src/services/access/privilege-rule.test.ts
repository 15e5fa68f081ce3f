import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedMenus, seedPermissions, seedRole, uid } from "../../test/admin-fixtures.js";
import { uniqueEmail, uniqueMobile } from "../../test/codes.js";
import { createHarness, type Harness, type TestUser } from "../../test/harness.js";

/**
 * The privilege rule beyond the escalations of privilege.test.ts: what a narrow back-office user may still
 * do (everything within its rights), and the other doors (role enable and delete, permission delete,
 * menus, built-in roles, codes set before an address changed hands).
 */
let h: Harness;
let admin: TestUser;
/** Holds user/sys/*, every user route and role/permission/menu editing, but not the admin log. */
let clerk: TestUser;
beforeAll(async () => {
  h = await createHarness({ CODE_IP_DAILY_CAP: "1000" });
  admin = await h.createUser({ roles: ["admin"] });
  await seedPermissions(h, [
    { permission_id: "clerk-sys", url: ["user/sys/*", "admin/system/user/sys/*"], match_mode: 1 },
    {
      permission_id: "clerk-edit",
      url: ["admin/system/role/sys/*", "admin/system/permission/sys/*"],
      match_mode: 1,
    },
    { permission_id: "clerk-menus", url: ["admin/system/menu/sys/*"], match_mode: 1 },
    { permission_id: "read-log", url: ["admin/system/admin-log/sys/getList"] },
    { permission_id: "off-log", url: ["admin/system/admin-log/sys/getList"], enable: 0 },
  ]);
  await seedMenus(h, [{ menu_id: "clerk-home" }, { menu_id: "audit-home" }]);
  await seedRole(h, "clerk", {
    permissions: ["clerk-sys", "clerk-edit", "clerk-menus"],
    menus: ["clerk-home"],
  });
  await seedRole(h, "auditor", { permissions: ["read-log"], menus: ["audit-home"] });
  await seedRole(h, "staff");
  await seedRole(h, "dormant", { enable: 0, permissions: ["read-log"] });
  clerk = await h.createUser({ allow_login_background: 1, roles: ["clerk"] });
});
afterAll(() => h.close());

const as = (path: string, data: unknown) => h.call(path, data, { as: clerk });

describe("within its rights a narrow user keeps working", () => {
  it("acts on plain accounts and grants what it holds", async () => {
    const plain = await h.createUser({ roles: ["staff"] });
    expect((await as("admin/system/user/sys/update", { _id: plain.uid, nickname: "Ok" })).code).toBe(0);
    const team = uid("team");
    expect((await as("admin/system/role/sys/add", { role_id: team, role_name: "Team" })).code).toBe(0);
    expect(
      (await as("admin/system/role/sys/bindPermission", { role_id: team, permission_ids: ["clerk-sys"] }))
        .code,
    ).toBe(0);
    expect(
      (await as("admin/system/role/sys/bindMenu", { role_id: team, menu_ids: ["clerk-home"] })).code,
    ).toBe(0);
    expect(
      (await as("admin/system/user/sys/bindRole", { uid: plain.uid, role_ids: ["staff", team] })).code,
    ).toBe(0);
    const narrower = { permission_name: "N", url: ["admin/system/user/sys/get*"], match_mode: 1 };
    expect((await as("admin/system/permission/sys/add", { permission_id: uid("n"), ...narrower })).code).toBe(
      0,
    );
  });

  it("sets codes for, and reads the outbox of, accounts within it only", async () => {
    const mobile = uniqueMobile();
    await h.createUser({ mobile, mobile_confirmed: 1, roles: ["staff"] });
    const set = await as("user/sys/setVerifyCode", { mobile, code: "112233", type: "login" });
    expect(set.code).toBe(0);
    expect((await h.call("user/pub/loginBySms", { mobile, code: "112233" })).code).toBe(0);
    const nobody = uniqueEmail();
    expect((await as("user/sys/setVerifyCode", { email: nobody, type: "register" })).code).toBe(90133);
    const auditorMail = uniqueEmail();
    await h.createUser({ email: auditorMail, email_confirmed: 1, roles: ["auditor"] });
    expect((await as("user/sys/setVerifyCode", { email: auditorMail, type: "login" })).code).toBe(90133);

    h.clock.advance(61_000);
    for (const m of [mobile]) await h.call("user/pub/sendSmsCode", { mobile: m, type: "login" });
    for (const e of [nobody, auditorMail])
      await h.call("user/pub/sendEmailCode", { email: e, type: "register" });
    const seen = await as("user/sys/getOutbox", { pageSize: 100 });
    const recipients = (seen.rows as { recipient: string }[]).map((r) => r.recipient);
    expect(recipients).toContain(mobile);
    expect(recipients).not.toContain(nobody);
    expect(recipients).not.toContain(auditorMail);
    const all = await h.call("user/sys/getOutbox", { pageSize: 100 }, { as: admin });
    expect((all.rows as { recipient: string }[]).map((r) => r.recipient)).toEqual(
      expect.arrayContaining([mobile, nobody, auditorMail]),
    );
  });
});

describe("the other doors stay shut", () => {
  it("no enabling, deleting or binding a role whose grants it lacks (90131)", async () => {
    expect((await as("admin/system/role/sys/update", { role_id: "dormant", enable: 1 })).code).toBe(90131);
    expect((await as("admin/system/role/sys/delete", { role_id: "auditor" })).code).toBe(90131);
    expect(
      (await as("admin/system/role/sys/bindPermission", { role_id: "staff", permission_ids: ["read-log"] }))
        .code,
    ).toBe(90131);
    expect(
      (await as("admin/system/role/sys/bindMenu", { role_id: "staff", menu_ids: ["audit-home"] })).code,
    ).toBe(90131);
    expect(
      (await as("admin/system/role/sys/bindMenu", { role_id: "clerk", menu_ids: ["clerk-home"] })).code,
    ).toBe(90132);
    for (const level of ["admin-lv1", "query-all"]) {
      await seedPermissions(h, [
        {
          permission_id: uid(level),
          url: ["admin/system/admin-log/sys/getList"],
          level: 1,
          curd_category: 4,
        },
      ]);
      const puppet = await h.createUser();
      expect((await as("admin/system/user/sys/bindRole", { uid: puppet.uid, role_ids: [level] })).code).toBe(
        90131,
      );
    }
  });

  it("no editing, enabling or deleting a permission whose rule it lacks (90131)", async () => {
    expect(
      (await as("admin/system/permission/sys/update", { permission_id: "off-log", enable: 1 })).code,
    ).toBe(90131);
    expect(
      (await as("admin/system/permission/sys/update", { permission_id: "read-log", comment: "x" })).code,
    ).toBe(90131);
    expect((await as("admin/system/permission/sys/delete", { permission_id: "read-log" })).code).toBe(90131);
    const widen = { permission_id: "clerk-menus", url: ["admin/system/*"], match_mode: 1 };
    expect((await as("admin/system/permission/sys/update", widen)).code).toBe(90131);
    expect((await h.call("admin/system/admin-log/sys/getList", {}, { as: clerk })).code).toBe(403);
  });

  it("no editing a menu of no role of its own (90131), nor acting on someone holding a disabled role above it", async () => {
    expect((await as("admin/system/menu/sys/update", { menu_id: "audit-home", name: "x" })).code).toBe(90131);
    expect((await as("admin/system/menu/sys/delete", { menu_id: "audit-home" })).code).toBe(90131);
    expect((await as("admin/system/menu/sys/update", { menu_id: "clerk-home", name: "Home" })).code).toBe(0);
    const sleeper = await h.createUser({ roles: ["dormant"] });
    expect(
      (await as("admin/system/user/sys/resetPassword", { uid: sleeper.uid, password: "Mine_1234" })).code,
    ).toBe(90130);
  });

  it("a code set while an address was a plain account's dies when the address moves to the admin", async () => {
    const mobile = uniqueMobile();
    const plain = await h.createUser({ mobile, mobile_confirmed: 1 });
    expect(
      (await as("user/sys/setVerifyCode", { mobile, code: "445566", type: "login", expiresIn: 86_400 })).code,
    ).toBe(0);
    expect(
      (await h.call("admin/system/user/sys/update", { _id: plain.uid, mobile: null }, { as: admin })).code,
    ).toBe(0);
    expect(
      (await h.call("admin/system/user/sys/update", { _id: admin.uid, mobile }, { as: admin })).code,
    ).toBe(0);
    const login = await h.call("user/pub/loginBySms", { mobile, code: "445566" });
    expect(login).toMatchObject({ code: 50202 });
  });
});
