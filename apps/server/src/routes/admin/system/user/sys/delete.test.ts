import { adminUserDelete, getMyUserInfo } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminLogOf, expectAdminOnly, userManager } from "../../../../../test/admin-fixtures.js";
import { uniqueEmail, uniqueMobile } from "../../../../../test/codes.js";
import { expectErased, seedAccountData } from "../../../../../test/erasure.js";
import { createHarness, type Harness, type TestUser } from "../../../../../test/harness.js";

const PATH = "admin/system/user/sys/delete";
let h: Harness;
let admin: TestUser;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.createUser({ roles: ["admin"] });
});
afterAll(() => h.close());

describe(PATH, () => {
  it("deletes the account with its sessions and roles", async () => {
    const user = await h.createUser({ roles: ["admin"] });
    expect(await h.call(adminUserDelete, { _id: user.uid }, { as: admin })).toMatchObject({ code: 0 });
    const db = h.app.services.db;
    expect(
      await db.selectFrom("users").select("id").where("id", "=", user.uid).executeTakeFirst(),
    ).toBeUndefined();
    expect(await db.selectFrom("sessions").select("id").where("user_id", "=", user.uid).execute()).toEqual(
      [],
    );
    expect(
      await db.selectFrom("user_roles").select("role_id").where("user_id", "=", user.uid).execute(),
    ).toEqual([]);
    expect((await h.call(getMyUserInfo, {}, { as: user })).code).toBe(30202);
    expect((await adminLogOf(h, PATH)).at(-1)).toMatchObject({ response_code: 0, title: "userDelete" });
  });

  it("erases what the owner's own deletion erases (the same service), and signs its devices out", async () => {
    const mobile = uniqueMobile();
    const email = uniqueEmail();
    const user = await h.createUser({ mobile, mobile_confirmed: 1, email, email_confirmed: 1 });
    const seeded = await seedAccountData(h, {
      uid: user.uid,
      username: user.username,
      addresses: [mobile, email],
    });
    const heard: unknown[] = [];
    const stop = h.app.services.sessionEvents.on((ended) => heard.push(ended));
    expect((await h.call(adminUserDelete, { _id: user.uid }, { as: admin })).code).toBe(0);
    stop();
    expect(heard).toEqual([{ userId: user.uid, allSessions: true, reason: "deleted" }]);
    await expectErased(h, seeded);
  });

  it("refuses to delete the caller (90121) and answers 90004 for an unknown user", async () => {
    expect((await h.call(adminUserDelete, { _id: admin.uid }, { as: admin })).code).toBe(90121);
    expect((await h.call(adminUserDelete, { _id: "missing" }, { as: admin })).code).toBe(90004);
    expect((await h.call(getMyUserInfo, {}, { as: admin })).code).toBe(0);
  });

  it("lets a non-admin manager delete plain accounts but never an admin (90130)", async () => {
    const manager = await userManager(h);
    expect((await h.call(adminUserDelete, { _id: (await h.createUser()).uid }, { as: manager })).code).toBe(
      0,
    );
    expect((await h.call(adminUserDelete, { _id: admin.uid }, { as: manager })).code).toBe(90130);
  });

  it("is for admins only", async () => {
    const target = await h.createUser();
    await expectAdminOnly(h, PATH, { _id: target.uid });
  });
});
