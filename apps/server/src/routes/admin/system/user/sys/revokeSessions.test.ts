import { adminUserRevokeSessions, getMyUserInfo, login } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAdminOnly, userManager } from "../../../../../test/admin-fixtures.js";
import { createHarness, type Harness, type TestUser } from "../../../../../test/harness.js";

const PATH = "admin/system/user/sys/revokeSessions";
let h: Harness;
let admin: TestUser;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.createUser({ roles: ["admin"] });
});
afterAll(() => h.close());

describe(PATH, () => {
  it("ends every live session of the user and counts them", async () => {
    const user = await h.createUser();
    const second = await h.call(login, { username: user.username, password: user.password });
    const token2 = (second.vk_uni_token as { token: string }).token;
    expect(await h.call(adminUserRevokeSessions, { uid: user.uid }, { as: admin })).toMatchObject({
      code: 0,
      revoked: 2,
    });
    expect((await h.call(getMyUserInfo, {}, { as: user })).code).toBe(30202);
    expect((await h.call(getMyUserInfo, {}, { as: token2 })).code).toBe(30202);
    expect(await h.call(adminUserRevokeSessions, { uid: user.uid }, { as: admin })).toMatchObject({
      code: 0,
      revoked: 0,
    });
    // The account itself still works.
    expect((await h.call(login, { username: user.username, password: user.password })).code).toBe(0);
  });

  it("answers 90004 for an unknown user", async () => {
    expect((await h.call(adminUserRevokeSessions, { uid: "nobody" }, { as: admin })).code).toBe(90004);
  });

  it("lets a non-admin manager sign plain accounts out but never an admin (90130)", async () => {
    const manager = await userManager(h);
    expect(
      (await h.call(adminUserRevokeSessions, { uid: (await h.createUser()).uid }, { as: manager })).code,
    ).toBe(0);
    expect((await h.call(adminUserRevokeSessions, { uid: admin.uid }, { as: manager })).code).toBe(90130);
    expect((await h.call(getMyUserInfo, {}, { as: admin })).code).toBe(0);
  });

  it("is for admins only", async () => {
    const target = await h.createUser();
    await expectAdminOnly(h, PATH, { uid: target.uid });
    expect((await h.call(getMyUserInfo, {}, { as: target })).code).toBe(0);
  });
});
