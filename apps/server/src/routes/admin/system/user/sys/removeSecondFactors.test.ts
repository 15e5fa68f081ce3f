import { adminUserRemoveSecondFactors, getSecondFactors, login } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAdminOnly, userManager } from "../../../../../test/admin-fixtures.js";
import { createHarness, type Harness, type TestUser } from "../../../../../test/harness.js";
import { enrolTotp } from "../../../../../test/second-factor.js";

const PATH = "admin/system/user/sys/removeSecondFactors";
let h: Harness;
let admin: TestUser;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.createUser({ roles: ["admin"] });
});
afterAll(() => h.close());

describe(PATH, () => {
  it("removes every factor and recovery code: the account signs in with one step again, logged", async () => {
    const user = await h.createUser();
    await enrolTotp(h, user);
    expect((await h.call(login, { username: user.username, password: user.password })).code).toBe(91500);
    expect(await h.call(adminUserRemoveSecondFactors, { uid: user.uid }, { as: admin })).toMatchObject({
      code: 0,
      removed: 1,
    });
    expect(await h.call(getSecondFactors, {}, { as: user })).toMatchObject({
      factors: [],
      recoveryCodesLeft: 0,
    });
    expect((await h.call(login, { username: user.username, password: user.password })).code).toBe(0);
    const logged = await h.app.services.db
      .selectFrom("admin_log")
      .selectAll()
      .where("target_id", "=", user.uid)
      .execute();
    expect(logged.map((entry) => entry.title)).toContain("userRemoveSecondFactors");
    expect(logged.every((entry) => entry.user_id === admin.uid)).toBe(true);
  });

  it("answers 90004 for an unknown user", async () => {
    expect((await h.call(adminUserRemoveSecondFactors, { uid: "nobody" }, { as: admin })).code).toBe(90004);
  });

  it("lets a user manager help a plain account, never an admin (90130)", async () => {
    const manager = await userManager(h);
    const plain = await h.createUser();
    await enrolTotp(h, plain);
    expect((await h.call(adminUserRemoveSecondFactors, { uid: plain.uid }, { as: manager })).code).toBe(0);
    await enrolTotp(h, admin);
    expect((await h.call(adminUserRemoveSecondFactors, { uid: admin.uid }, { as: manager })).code).toBe(
      90130,
    );
    expect((await h.call(getSecondFactors, {}, { as: admin })).factors).toHaveLength(1);
  });

  it("is for back-office users with the right only", async () => {
    const target = await h.createUser();
    await enrolTotp(h, target);
    await expectAdminOnly(h, PATH, { uid: target.uid });
    expect((await h.call(getSecondFactors, {}, { as: target })).factors).toHaveLength(1);
  });
});
