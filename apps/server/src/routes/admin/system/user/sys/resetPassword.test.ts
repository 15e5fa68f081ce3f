import { adminUserResetPassword, getMyUserInfo, login } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminLogOf, expectAdminOnly, userManager } from "../../../../../test/admin-fixtures.js";
import { createHarness, type Harness, type TestUser } from "../../../../../test/harness.js";

const PATH = "admin/system/user/sys/resetPassword";
let h: Harness;
let admin: TestUser;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.createUser({ roles: ["admin"] });
});
afterAll(() => h.close());

describe(PATH, () => {
  it("sets the password, signs the user out everywhere, and keeps the password out of answer and log", async () => {
    const user = await h.createUser();
    const body = await h.call(
      adminUserResetPassword,
      { uid: user.uid, password: "Reset_2024" },
      { as: admin },
    );
    expect(body).toMatchObject({ code: 0 });
    expect(JSON.stringify(body)).not.toContain("Reset_2024");
    expect((await h.call(getMyUserInfo, {}, { as: user })).code).toBe(30202);
    expect((await h.call(login, { username: user.username, password: user.password })).code).toBe(10102);
    expect((await h.call(login, { username: user.username, password: "Reset_2024" })).code).toBe(0);
    const [entry] = await adminLogOf(h, PATH);
    expect(JSON.parse(entry!.request)).toEqual({ uid: user.uid });
    expect(entry!.title).toBe("userResetPassword");
  });

  it("answers 90004 for an unknown user and 91400 for a short password", async () => {
    expect(
      (await h.call(adminUserResetPassword, { uid: "nobody", password: "Reset_2024" }, { as: admin })).code,
    ).toBe(90004);
    const user = await h.createUser();
    expect(
      await h.call(adminUserResetPassword, { uid: user.uid, password: "123" }, { as: admin }),
    ).toMatchObject({
      code: 91400,
      key: "password",
    });
  });

  it("lets a non-admin manager reset plain accounts but never an admin's (90130)", async () => {
    const manager = await userManager(h);
    expect(
      (
        await h.call(
          adminUserResetPassword,
          { uid: (await h.createUser()).uid, password: "Clerk_123" },
          { as: manager },
        )
      ).code,
    ).toBe(0);
    expect(
      (await h.call(adminUserResetPassword, { uid: admin.uid, password: "Taken_123" }, { as: manager })).code,
    ).toBe(90130);
    expect((await h.call(login, { username: admin.username, password: admin.password })).code).toBe(0);
  });

  it("is for admins only", async () => {
    const target = await h.createUser();
    await expectAdminOnly(h, PATH, { uid: target.uid, password: "Reset_2024" });
    expect((await h.call(login, { username: target.username, password: target.password })).code).toBe(0);
  });
});
