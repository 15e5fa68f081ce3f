import { adminRoleAdd } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminLogOf, expectAdminOnly } from "../../../../../test/admin-fixtures.js";
import { createHarness, type Harness, type TestUser } from "../../../../../test/harness.js";

const PATH = "admin/system/role/sys/add";
let h: Harness;
let admin: TestUser;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.createUser({ roles: ["admin"] });
});
afterAll(() => h.close());

describe(PATH, () => {
  it("creates a role, enabled by default, and logs it", async () => {
    const body = adminRoleAdd.output.parse(
      await h.call(
        adminRoleAdd,
        { role_id: "hr-manager", role_name: "HR manager", comment: "people" },
        { as: admin },
      ),
    );
    expect(body).toMatchObject({
      _id: "hr-manager",
      row: { role_name: "HR manager", enable: true, permission: [], menu: [] },
    });
    expect(
      (await h.call(adminRoleAdd, { role_id: "off-role", role_name: "Off", enable: 0 }, { as: admin })).row,
    ).toMatchObject({
      enable: false,
    });
    expect((await adminLogOf(h, PATH))[0]).toMatchObject({ response_code: 0, title: "roleAdd", url: PATH });
  });

  it.each(["admin", "hr-manager"])("refuses the taken role_id %s with 90101", async (role_id) => {
    await h.call(adminRoleAdd, { role_id: "hr-manager", role_name: "x" }, { as: admin });
    expect(await h.call(adminRoleAdd, { role_id, role_name: "Again" }, { as: admin })).toMatchObject({
      code: 90101,
      msg: "A role with this role_id already exists",
    });
  });

  it.each([
    [{ role_name: "x" }, "role_id"],
    [{ role_id: "has space", role_name: "x" }, "role_id"],
    [{ role_id: "ok" }, "role_name"],
    [{ role_id: "ok", role_name: "x", enable: "yes" }, "enable"],
  ])("validates %j", async (data, key) => {
    expect(await h.call(PATH, data, { as: admin })).toMatchObject({ code: -1, key });
  });

  it("is for admins only", async () => {
    await expectAdminOnly(h, PATH, { role_id: "sneaky", role_name: "x" });
  });
});
