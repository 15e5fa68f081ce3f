import { adminUserBindRole, getMyUserInfo } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAdminOnly, seedRole, userManager } from "../../../../../test/admin-fixtures.js";
import { createHarness, type Harness, type TestUser } from "../../../../../test/harness.js";

const PATH = "admin/system/user/sys/bindRole";
let h: Harness;
let admin: TestUser;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.createUser({ roles: ["admin"] });
  await seedRole(h, "staff");
  await seedRole(h, "hr");
});
afterAll(() => h.close());

describe(PATH, () => {
  it("sets exactly the given roles of user `uid` (the client's uid names the target here)", async () => {
    const user = await h.createUser({ roles: ["staff"] });
    const body = adminUserBindRole.output.parse(
      await h.call(adminUserBindRole, { uid: user.uid, role_ids: ["hr", "admin", "hr"] }, { as: admin }),
    );
    expect(body.row).toMatchObject({ _id: user.uid, role: ["admin", "hr"] });
    const me = await h.call(getMyUserInfo, {}, { as: user });
    expect(me.userInfo).toMatchObject({ role: ["admin", "hr"] });
    expect(
      (await h.call(adminUserBindRole, { uid: user.uid, role_ids: [] }, { as: admin })).row,
    ).toMatchObject({
      role: [],
    });
  });

  it("refuses an unknown role (90005) without changing anything", async () => {
    const user = await h.createUser({ roles: ["staff"] });
    expect(
      (await h.call(adminUserBindRole, { uid: user.uid, role_ids: ["hr", "ghost"] }, { as: admin })).code,
    ).toBe(90005);
    const roles = await h.app.services.db
      .selectFrom("user_roles")
      .select("role_id")
      .where("user_id", "=", user.uid)
      .execute();
    expect(roles).toEqual([{ role_id: "staff" }]);
  });

  it("keeps an admin from removing their own admin role (90121)", async () => {
    expect(
      (await h.call(adminUserBindRole, { uid: admin.uid, role_ids: ["staff"] }, { as: admin })).code,
    ).toBe(90121);
    expect(
      (await h.call(adminUserBindRole, { uid: admin.uid, role_ids: ["admin", "staff"] }, { as: admin })).code,
    ).toBe(0);
  });

  it("answers 90004 for an unknown user and -1 without uid", async () => {
    expect((await h.call(adminUserBindRole, { uid: "nobody", role_ids: [] }, { as: admin })).code).toBe(
      90004,
    );
    expect(await h.call(PATH, { role_ids: [] }, { as: admin })).toMatchObject({
      code: -1,
      key: "uid",
    });
  });

  it("lets a non-admin manager assign roles, but never the admin role (90131), their own roles (90132) or to an admin (90130)", async () => {
    const manager = await userManager(h);
    const plain = await h.createUser();
    expect(
      (await h.call(adminUserBindRole, { uid: plain.uid, role_ids: ["staff"] }, { as: manager })).code,
    ).toBe(0);
    expect(
      (await h.call(adminUserBindRole, { uid: plain.uid, role_ids: ["admin"] }, { as: manager })).code,
    ).toBe(90131);
    expect(
      (
        await h.call(
          adminUserBindRole,
          { uid: manager.uid, role_ids: ["admin", "user-manager"] },
          { as: manager },
        )
      ).code,
    ).toBe(90132);
    const rolesOfAdmin = () =>
      h.app.services.db.selectFrom("user_roles").select("role_id").where("user_id", "=", admin.uid).execute();
    const before = await rolesOfAdmin();
    expect(
      (await h.call(adminUserBindRole, { uid: admin.uid, role_ids: ["staff"] }, { as: manager })).code,
    ).toBe(90130);
    expect(await rolesOfAdmin()).toEqual(before);
    expect(before).toContainEqual({ role_id: "admin" });
  });

  it("is for admins only", async () => {
    const target = await h.createUser();
    await expectAdminOnly(h, PATH, { uid: target.uid, role_ids: ["admin"] });
  });
});
