import { adminUserAdd } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminLogOf, expectAdminOnly } from "../../../../../test/admin-fixtures.js";
import { createHarness, type Harness, type TestUser, uniqueName } from "../../../../../test/harness.js";

const PATH = "admin/system/user/sys/add";
let h: Harness;
let admin: TestUser;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.createUser({ roles: ["admin"], nickname: "Root" });
});
afterAll(() => h.close());

describe(PATH, () => {
  it("creates an account that can sign in with its username, mobile or e-mail", async () => {
    const username = uniqueName("Emp");
    const body = adminUserAdd.output.parse(
      await h.call(
        adminUserAdd,
        {
          username,
          password: "Start_123",
          nickname: "New Hire",
          mobile: "13711112222",
          email: "Hire@Corp.example",
          allow_login_background: true,
          gender: 1,
        },
        { as: admin },
      ),
    );
    expect(body.row).toMatchObject({
      _id: body._id,
      username: username.toLowerCase(),
      nickname: "New Hire",
      mobile: "13711112222",
      mobile_confirmed: 1,
      email: "hire@corp.example",
      email_confirmed: 1,
      status: 0,
      allow_login_background: true,
      role: [],
      has_password: true,
    });
    expect(body.row.my_invite_code).toMatch(/^[2-9A-Z]{7}$/);
    for (const login of [username, "13711112222", "hire@corp.example"]) {
      expect((await h.call("user/pub/login", { username: login, password: "Start_123" })).code).toBe(0);
    }
    const row = await h.app.services.db
      .selectFrom("users")
      .select("password_hash")
      .where("id", "=", body._id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it("never echoes or logs the password", async () => {
    const body = await h.call(
      adminUserAdd,
      { username: uniqueName(), password: "Hidden_987" },
      { as: admin },
    );
    expect(body.code).toBe(0);
    expect(JSON.stringify(body)).not.toContain("Hidden_987");
    const [entry] = (await adminLogOf(h, PATH)).slice(-1);
    expect(entry).toMatchObject({
      user_id: admin.uid,
      user_name: "Root",
      response_code: 0,
      title: "userAdd",
    });
    expect(entry!.request).not.toContain("Hidden_987");
    expect(JSON.parse(entry!.request)).not.toHaveProperty("password");
  });

  it.each([
    ["a taken username", (u: string) => ({ username: u.toUpperCase() }), 20102],
    ["a mobile confirmed on another account", () => ({ mobile: "13711112222" }), 60101],
    ["an e-mail confirmed on another account", () => ({ email: "HIRE@corp.example" }), 60201],
  ])("refuses %s", async (_label, fields, code) => {
    const taken = (
      await h.app.services.db
        .selectFrom("users")
        .select("username")
        .where("mobile", "=", "13711112222")
        .executeTakeFirstOrThrow()
    ).username!;
    const body = await h.call(
      adminUserAdd,
      { username: uniqueName(), password: "Start_123", ...fields(taken) },
      { as: admin },
    );
    expect(body.code).toBe(code);
    const [entry] = (await adminLogOf(h, PATH)).slice(-1);
    expect(entry!.response_code).toBe(code);
  });

  it.each([
    [{ password: "Start_123" }, "username"],
    [{ username: "ok_name", password: "" }, "password"],
    [{ username: "ok_name", password: "Start_123", mobile: "123" }, "mobile"],
    [{ username: "ok_name", password: "Start_123", status: 9 }, "status"],
  ])("validates %j", async (data, key) => {
    expect(await h.call(PATH, data, { as: admin })).toMatchObject({ code: -1, key });
  });

  it("is for admins only", async () => {
    await expectAdminOnly(h, PATH, { username: uniqueName(), password: "Start_123" });
  });
});
