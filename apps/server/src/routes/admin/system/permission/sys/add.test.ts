import { adminPermissionAdd, adminRoleAdd, adminRoleGetList } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAdminOnly, seedRole } from "../../../../../test/admin-fixtures.js";
import { createHarness, type Harness, type TestUser } from "../../../../../test/harness.js";

const PATH = "admin/system/permission/sys/add";
let h: Harness;
let admin: TestUser;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.createUser({ roles: ["admin"] });
});
afterAll(() => h.close());

describe(PATH, () => {
  it("creates a permission that grants the paths it matches", async () => {
    const body = adminPermissionAdd.output.parse(
      await h.call(
        adminPermissionAdd,
        {
          permission_id: "read-admin",
          permission_name: "Read the console",
          url: "admin/system/*/sys/getList",
          match_mode: 1,
          curd_category: 4,
          level: 1,
        },
        { as: admin },
      ),
    );
    expect(body.row).toMatchObject({
      _id: "read-admin",
      url: ["admin/system/*/sys/getList"],
      enable: true,
      sort: 0,
    });
    await seedRole(h, "reader", { permissions: ["read-admin"] });
    const user = await h.createUser({ allow_login_background: 1, roles: ["reader"] });
    expect((await h.call(adminRoleGetList, {}, { as: user })).code).toBe(0);
    expect((await h.call(adminRoleAdd, { role_id: "x", role_name: "x" }, { as: user })).code).toBe(403);
  });

  it("stores a list of urls and drops empty entries", async () => {
    const body = await h.call(
      adminPermissionAdd,
      { permission_id: "two", permission_name: "Two", url: ["a/sys/x", "", "b/sys/y"] },
      { as: admin },
    );
    expect(body.row).toMatchObject({ url: ["a/sys/x", "b/sys/y"], match_mode: 0 });
  });

  it("refuses a taken id (90102), an invalid regex, and a missing url", async () => {
    const base = { permission_name: "P", url: "x/sys/y" };
    expect((await h.call(adminPermissionAdd, { permission_id: "dup", ...base }, { as: admin })).code).toBe(0);
    expect((await h.call(adminPermissionAdd, { permission_id: "dup", ...base }, { as: admin })).code).toBe(
      90102,
    );
    expect(
      await h.call(
        adminPermissionAdd,
        { permission_id: "bad-re", permission_name: "P", url: "(unclosed", match_mode: 2 },
        { as: admin },
      ),
    ).toMatchObject({
      code: -1,
      msg: "url is not a usable regular expression: (unclosed (missing closing ): `(unclosed`)",
    });
    expect(
      await h.call(
        PATH,
        { permission_id: "look-behind", permission_name: "P", url: "(?<=a)b", match_mode: 2 },
        { as: admin },
      ),
    ).toMatchObject({
      code: -1,
      msg: "url is not a usable regular expression: (?<=a)b (look-around assertions are not supported)",
    });
    expect(
      await h.call(
        PATH,
        { permission_id: "huge", permission_name: "P", url: "[a-z]{1000}", match_mode: 2 },
        { as: admin },
      ),
    ).toMatchObject({ code: -1, msg: expect.stringMatching(/too complex/) });
    expect(
      await h.call(
        adminPermissionAdd,
        { permission_id: "no-url", permission_name: "P", url: [""] },
        { as: admin },
      ),
    ).toMatchObject({
      code: -1,
      key: "url",
    });
    expect(
      await h.call(PATH, { permission_id: "mode", ...base, match_mode: 3 }, { as: admin }),
    ).toMatchObject({
      code: -1,
      key: "match_mode",
    });
  });

  it("is for admins only", async () => {
    await expectAdminOnly(h, PATH, { permission_id: "sneaky", permission_name: "P", url: "*" });
  });
});
