import { adminMenuGetList, adminPermissionUpdate } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAdminOnly, seedPermissions, seedRole } from "../../../../../test/admin-fixtures.js";
import { createHarness, type Harness, type TestUser } from "../../../../../test/harness.js";

const PATH = "admin/system/permission/sys/update";
let h: Harness;
let admin: TestUser;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.createUser({ roles: ["admin"] });
  await seedPermissions(h, [{ permission_id: "p", url: ["admin/system/role/sys/getList"] }]);
  await seedRole(h, "r", { permissions: ["p"] });
});
afterAll(() => h.close());

describe(PATH, () => {
  it("changes urls and match mode, which take effect on the next call", async () => {
    const user = await h.createUser({ allow_login_background: 1, roles: ["r"] });
    expect((await h.call(adminMenuGetList, {}, { as: user })).code).toBe(403);
    const body = adminPermissionUpdate.output.parse(
      await h.call(
        adminPermissionUpdate,
        { permission_id: "p", url: ["^admin/system/(role|menu)/sys/getList$"], match_mode: 2 },
        { as: admin },
      ),
    );
    expect(body.row).toMatchObject({ url: ["^admin/system/(role|menu)/sys/getList$"], match_mode: 2 });
    expect((await h.call(adminMenuGetList, {}, { as: user })).code).toBe(0);
    await h.call(adminPermissionUpdate, { _id: "p", enable: false }, { as: admin });
    expect((await h.call(adminMenuGetList, {}, { as: user })).code).toBe(403);
  });

  it("checks regexes against the stored urls when only the mode changes", async () => {
    await seedPermissions(h, [{ permission_id: "plain", url: ["a(b"] }]);
    expect(
      (await h.call(adminPermissionUpdate, { permission_id: "plain", match_mode: 2 }, { as: admin })).code,
    ).toBe(-1);
    expect(
      (await h.call(adminPermissionUpdate, { permission_id: "plain", match_mode: 1 }, { as: admin })).code,
    ).toBe(0);
  });

  it("answers 90006 for an unknown permission", async () => {
    expect(
      (await h.call(adminPermissionUpdate, { permission_id: "ghost", level: 1 }, { as: admin })).code,
    ).toBe(90006);
  });

  it("is for admins only", async () => {
    await expectAdminOnly(h, PATH, { permission_id: "p", url: "*", match_mode: 1 });
  });
});
