import { listOf, userInfoSchema } from "@roster/contract";
import { adminUserGetList } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  adminLogOf,
  expectAdminOnly,
  seedPermissions,
  seedRole,
} from "../../../../../test/admin-fixtures.js";
import { createHarness, type Harness, type TestUser } from "../../../../../test/harness.js";

const PATH = "admin/system/user/sys/getList";
let h: Harness;
let admin: TestUser;

beforeAll(async () => {
  h = await createHarness();
  admin = await h.createUser({ roles: ["admin"], nickname: "Root" });
  await seedPermissions(h, [
    { permission_id: "users-exact", url: [PATH], match_mode: 0 },
    { permission_id: "users-wild", url: ["admin/system/user/sys/get*"], match_mode: 1 },
    { permission_id: "users-regex", url: ["^admin/system/(user|role)/sys/getList$"], match_mode: 2 },
    { permission_id: "users-off", url: [PATH], match_mode: 0, enable: 0 },
    { permission_id: "other-wild", url: ["admin/system/role/*"], match_mode: 1 },
  ]);
  for (const id of ["exact", "wild", "regex", "off", "other"]) {
    await seedRole(h, `can-${id}`, { permissions: [id === "other" ? "other-wild" : `users-${id}`] });
  }
  await seedRole(h, "can-wild-disabled", { enable: 0, permissions: ["users-wild"] });
});
afterAll(() => h.close());

const schema = listOf(userInfoSchema);

describe(PATH, () => {
  it("lists users without secrets, newest first", async () => {
    h.clock.advance(1000);
    const bee = await h.createUser({
      nickname: "Bee",
      mobile: "13800138000",
      email: "bee@example.com",
      roles: ["can-exact"],
    });
    const body = schema.parse(await h.call(adminUserGetList, {}, { as: admin }));
    expect(body.rows[0]).toMatchObject({
      _id: bee.uid,
      nickname: "Bee",
      role: ["can-exact"],
      mobile: "13800138000",
    });
    expect(body.rows[0]).not.toHaveProperty("permission");
    expect(body.total).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(body)).not.toMatch(
      /argon2|"password|password_hash|register_env|login_ip_limit|token/,
    );
  });

  it("searches by username, nickname, mobile, e-mail and status", async () => {
    const carla = await h.createUser({
      nickname: "Carla Q",
      mobile: "13912345678",
      email: "carla@corp.example",
    });
    h.clock.advance(1000);
    await h.createUser({ nickname: "Frozen", status: 1, email: "frozen@corp.example" });
    const find = async (formData: Record<string, unknown>, mode = "%%") =>
      schema
        .parse(
          await h.call(
            PATH,
            { formData, columns: Object.keys(formData).map((key) => ({ key, mode })) },
            { as: admin },
          ),
        )
        .rows.map((r) => r.nickname);
    expect(await find({ nickname: "carla" })).toEqual(["Carla Q"]);
    expect(await find({ mobile: "1234" })).toEqual(["Carla Q"]);
    expect(await find({ email: "@CORP.example" })).toEqual(["Frozen", "Carla Q"]);
    expect(
      (
        await h.call(
          adminUserGetList,
          {
            formData: { email: "corp", status: 1 },
            columns: [{ key: "email", mode: "%%" }, { key: "status" }],
          },
          { as: admin },
        )
      ).rows,
    ).toMatchObject([{ nickname: "Frozen", status: 1 }]);
    expect(await find({ username: carla.username.toUpperCase() }, "=")).toEqual([]);
    expect(await find({ username: carla.username.slice(0, -2).toUpperCase() }, "%*")).toEqual(["Carla Q"]);
  });

  it("refuses fields outside the allow-list", async () => {
    expect(
      await h.call(
        adminUserGetList,
        { formData: { password_hash: "$" }, columns: [{ key: "password_hash", mode: "%*" }] },
        { as: admin },
      ),
    ).toMatchObject({ code: -1, msg: "Cannot filter or sort by “password_hash”" });
    expect(
      await h.call(adminUserGetList, { sortRule: [{ name: "password_hash", type: "asc" }] }, { as: admin }),
    ).toMatchObject({
      code: -1,
    });
  });

  it("is for admins and matching permissions only", async () => {
    await expectAdminOnly(h, PATH, {});
  });

  it.each([
    ["an exact permission", "can-exact"],
    ["a wildcard permission", "can-wild"],
    ["a regex permission", "can-regex"],
  ])("lets a back-office user with %s in", async (_label, role) => {
    const user = await h.createUser({ allow_login_background: 1, roles: [role] });
    expect((await h.call(adminUserGetList, {}, { as: user })).code).toBe(0);
  });

  it.each([
    ["a disabled permission", "can-off"],
    ["a permission for other paths", "can-other"],
    ["a disabled role", "can-wild-disabled"],
  ])("keeps a back-office user with %s out (403)", async (_label, role) => {
    const user = await h.createUser({ allow_login_background: 1, roles: [role] });
    expect(await h.call(adminUserGetList, {}, { as: user })).toMatchObject({
      code: 403,
      msg: "Insufficient permission",
    });
  });

  it("needs allow_login_background on admin/ paths even with a matching permission; admins need not", async () => {
    const user = await h.createUser({ allow_login_background: 0, roles: ["can-exact"] });
    expect(await h.call(adminUserGetList, {}, { as: user })).toMatchObject({ code: 403, msg: /back office/ });
    const adminWithout = await h.createUser({ allow_login_background: 0, roles: ["admin"] });
    expect((await h.call(adminUserGetList, {}, { as: adminWithout })).code).toBe(0);
  });

  it("is a read: nothing is written to the admin log", async () => {
    await h.call(adminUserGetList, {}, { as: admin });
    expect(await adminLogOf(h, PATH)).toHaveLength(0);
  });
});
