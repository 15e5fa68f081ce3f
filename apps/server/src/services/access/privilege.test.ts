import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedPermissions, seedRole, uid } from "../../test/admin-fixtures.js";
import { codeIn, uniqueEmail } from "../../test/codes.js";
import { createHarness, type Harness, type TestUser } from "../../test/harness.js";

/**
 * The escalations of issue 8 §1, from the attacker's side: a back-office user holding one narrow
 * permission tries to reach the administrator's account or to widen its own rights.
 */
let h: Harness;
let admin: TestUser;
let adminEmail: string;
beforeAll(async () => {
  h = await createHarness({ CODE_IP_DAILY_CAP: "1000" });
  adminEmail = uniqueEmail("admin");
  admin = await h.createUser({ roles: ["admin"], email: adminEmail, email_confirmed: 1 });
});
afterAll(() => h.close());

/** A back-office user whose only role grants exactly the given sys paths (exact match). */
async function holderOf(...paths: string[]): Promise<TestUser> {
  const role = uid("narrow");
  const permissions = paths.map((url) => ({ permission_id: uid("p"), url: [url] }));
  await seedPermissions(h, permissions);
  await seedRole(h, role, { permissions: permissions.map((p) => p.permission_id) });
  return h.createUser({ allow_login_background: 1, roles: [role] });
}

const signsInAsAdmin = async (body: Record<string, unknown>) => body.code === 0 && body.uid === admin.uid;
const USERS = "admin/system/user/sys/getList";

describe("no way from a narrow permission to the admin account", () => {
  it("setVerifyCode cannot set a login code for the admin's e-mail (90133)", async () => {
    const clerk = await holderOf("user/sys/setVerifyCode");
    const set = await h.call(
      "user/sys/setVerifyCode",
      { email: adminEmail, code: "135790", type: "login" },
      { as: clerk },
    );
    expect(set.code).toBe(90133);
    const login = await h.call("user/pub/loginByEmail", { email: adminEmail, code: "135790", type: "login" });
    expect(await signsInAsAdmin(login)).toBe(false);
  });

  it("the outbox hides the admin's reset code from a non-admin reader", async () => {
    const reader = await holderOf("user/sys/getOutbox");
    expect((await h.call("user/pub/sendEmailCode", { email: adminEmail, type: "reset-pwd" })).code).toBe(0);
    const outbox = await h.call("user/sys/getOutbox", { recipient: adminEmail }, { as: reader });
    expect(outbox).toMatchObject({ code: 0, total: 0, rows: [] });
    // The admin, who may read it, finds the message: the filter is about the reader, not the message.
    const seen = await h.call("user/sys/getOutbox", { recipient: adminEmail }, { as: admin });
    const [row] = seen.rows as { text: string }[];
    const reset = await h.call("user/pub/resetPasswordByEmail", {
      email: adminEmail,
      code: codeIn(row!.text),
      password: "Owned_by_admin1",
    });
    expect(reset.code).toBe(0);
  });
});

describe("no way to widen one's own rights", () => {
  it("permission/update cannot turn one's own permission into `*` (90131)", async () => {
    const editor = await holderOf("admin/system/permission/sys/update");
    const [own] = await h.app.services.db
      .selectFrom("role_permissions")
      .innerJoin("user_roles", "user_roles.role_id", "role_permissions.role_id")
      .select("permission_id")
      .where("user_roles.user_id", "=", editor.uid)
      .execute();
    const body = await h.call(
      "admin/system/permission/sys/update",
      { permission_id: own!.permission_id, url: ["*"], match_mode: 1 },
      { as: editor },
    );
    expect(body.code).toBe(90131);
    expect((await h.call(USERS, {}, { as: editor })).code).toBe(403);
  });

  it("role/bindPermission cannot add permissions to one's own role (90132)", async () => {
    await seedPermissions(h, [{ permission_id: "list-users", url: [USERS] }]);
    const binder = await holderOf("admin/system/role/sys/bindPermission");
    const [role] = await h.app.services.db
      .selectFrom("user_roles")
      .select("role_id")
      .where("user_id", "=", binder.uid)
      .execute();
    const own = await h.app.services.db
      .selectFrom("role_permissions")
      .select("permission_id")
      .where("role_id", "=", role!.role_id)
      .execute();
    const body = await h.call(
      "admin/system/role/sys/bindPermission",
      { role_id: role!.role_id, permission_ids: [...own.map((p) => p.permission_id), "list-users"] },
      { as: binder },
    );
    expect(body.code).toBe(90132);
    expect((await h.call(USERS, {}, { as: binder })).code).toBe(403);
  });

  it("user/bindRole cannot take another role, nor hand the admin role to a puppet", async () => {
    await seedRole(h, "user-lister", { permissions: ["list-users"] });
    const taker = await holderOf("admin/system/user/sys/bindRole");
    const [role] = await h.app.services.db
      .selectFrom("user_roles")
      .select("role_id")
      .where("user_id", "=", taker.uid)
      .execute();
    const bind = (target: string, roles: string[]) =>
      h.call("admin/system/user/sys/bindRole", { uid: target, role_ids: roles }, { as: taker });
    expect((await bind(taker.uid, [role!.role_id, "user-lister"])).code).toBe(90132);
    const puppet = await h.createUser({ allow_login_background: 1 });
    expect((await bind(puppet.uid, ["admin"])).code).toBe(90131);
    expect((await bind(puppet.uid, ["user-lister"])).code).toBe(90131);
    expect((await h.call(USERS, {}, { as: taker })).code).toBe(403);
    expect((await h.call(USERS, {}, { as: puppet })).code).toBe(403);
  });

  it("a level role cannot grow by adding a permission of its level (90131)", async () => {
    const adder = await holderOf("admin/system/permission/sys/add");
    await h.app.services.db
      .insertInto("user_roles")
      .values({ user_id: adder.uid, role_id: "admin-lv1" })
      .execute();
    const body = await h.call(
      "admin/system/permission/sys/add",
      { permission_id: uid("mine"), permission_name: "mine", url: ["*"], match_mode: 1, level: 1 },
      { as: adder },
    );
    expect(body.code).toBe(90131);
    expect((await h.call(USERS, {}, { as: adder })).code).toBe(403);
  });
});
