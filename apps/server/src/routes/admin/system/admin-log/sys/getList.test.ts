import {
  adminLogGetList,
  adminRoleAdd,
  adminRoleDelete,
  adminUserBindRole,
  adminUserResetPassword,
} from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAdminOnly, seedPermissions, seedRole } from "../../../../../test/admin-fixtures.js";
import { createHarness, type Harness, type TestUser } from "../../../../../test/harness.js";

const PATH = "admin/system/admin-log/sys/getList";
let h: Harness;
let admin: TestUser;
let target: TestUser;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.createUser({ roles: ["admin"], nickname: "Auditor" });
  target = await h.createUser();
});
afterAll(() => h.close());

describe(PATH, () => {
  it("records every change, in order, and no read", async () => {
    const reads = [
      "admin/system/user/sys/getList",
      "admin/system/role/sys/getList",
      "admin/system/menu/sys/getList",
      "admin/system/permission/sys/getList",
      "admin/system/app-version/sys/getList",
      "admin/system/components-dynamic/sys/getList",
      PATH,
    ];
    for (const path of reads) expect((await h.call(path, {}, { as: admin })).code).toBe(0);
    expect((await h.call(adminLogGetList, {}, { as: admin })).total).toBe(0);

    await h.call(adminRoleAdd, { role_id: "clerk", role_name: "Clerk" }, { as: admin });
    await h.call(adminUserBindRole, { uid: target.uid, role_ids: ["clerk"] }, { as: admin });
    await h.call(adminUserResetPassword, { uid: target.uid, password: "Secret_777" }, { as: admin });
    await h.call(adminRoleDelete, { role_id: "admin" }, { as: admin });
    // Input that fails its contract changes nothing and is not logged.
    expect((await h.call("admin/system/menu/sys/add", { name: "no id" }, { as: admin })).code).toBe(-1);

    const body = adminLogGetList.output.parse(await h.call(adminLogGetList, {}, { as: admin }));
    expect(body.rows.map((r) => [r.url, r.response_code])).toEqual([
      ["admin/system/role/sys/delete", 90120],
      ["admin/system/user/sys/resetPassword", 0],
      ["admin/system/user/sys/bindRole", 0],
      ["admin/system/role/sys/add", 0],
    ]);
    const bind = body.rows[2]!;
    expect(bind).toMatchObject({
      user_id: admin.uid,
      user_name: "Auditor",
      title: "Assign roles to user",
      ip: "127.0.0.1",
      request_param: { uid: target.uid, role_ids: ["clerk"] },
    });
    expect(bind.request_id).toMatch(/^test-/);
    expect(bind.create_date).toBe(h.clock.now());
    expect(body.rows[1]!.request_param).toEqual({ uid: target.uid });
    expect(JSON.stringify(body)).not.toContain("Secret_777");
  });

  it("filters by url, admin and response code", async () => {
    const find = async (formData: Record<string, unknown>, mode = "=") =>
      (
        await h.call(
          PATH,
          { formData, columns: Object.keys(formData).map((key) => ({ key, mode })) },
          { as: admin },
        )
      ).total;
    expect(await find({ url: "/user/" }, "%%")).toBe(2);
    expect(await find({ user_id: admin.uid })).toBe(4);
    expect(await find({ response_code: 0 }, "!=")).toBe(1);
  });

  it("shows each title in the reader's language and filters by what the reader sees", async () => {
    const zh = { as: admin, client: { locale: "zh-Hans" as const } };
    const titles = (body: Record<string, unknown>) => (body.rows as { title: string }[]).map((r) => r.title);
    expect(titles(await h.call(adminLogGetList, {}, zh))).toEqual([
      "删除角色",
      "重置用户密码",
      "为用户分配角色",
      "新增角色",
    ]);
    const search = (title: string, mode: string, options: object) =>
      h.call(PATH, { formData: { title }, columns: [{ key: "title", mode }] }, options);
    expect(titles(await search("角色", "%%", zh))).toEqual(["删除角色", "为用户分配角色", "新增角色"]);
    expect(titles(await search("role", "%%", { as: admin }))).toEqual([
      "Delete role",
      "Assign roles to user",
      "Add role",
    ]);
    expect(titles(await search("Add role", "!=", { as: admin }))).toHaveLength(3);
    expect((await search("no such title", "=", { as: admin })).total).toBe(0);
  });

  it("does not record refused callers", async () => {
    const before = (await h.call(adminLogGetList, {}, { as: admin })).total;
    const outsider = await h.createUser({ allow_login_background: 1 });
    await h.call(adminRoleAdd, { role_id: "x", role_name: "x" }, { as: outsider });
    await h.call(adminRoleAdd, { role_id: "x", role_name: "x" });
    expect((await h.call(adminLogGetList, {}, { as: admin })).total).toBe(before);
  });

  it("records changes by back-office users with a matching permission too", async () => {
    await seedPermissions(h, [
      { permission_id: "roles-write", url: ["admin/system/role/sys/*"], match_mode: 1 },
    ]);
    await seedRole(h, "role-keeper", { permissions: ["roles-write"] });
    const keeper = await h.createUser({
      allow_login_background: 1,
      roles: ["role-keeper"],
      nickname: "Keeper",
    });
    expect((await h.call(adminRoleAdd, { role_id: "k1", role_name: "K1" }, { as: keeper })).code).toBe(0);
    const latest = await h.call(adminLogGetList, { pageSize: 1 }, { as: admin });
    expect(latest.rows).toMatchObject([
      { user_id: keeper.uid, user_name: "Keeper", url: "admin/system/role/sys/add" },
    ]);
  });

  it("is a read for admins only", async () => {
    await expectAdminOnly(h, PATH, {});
  });
});
