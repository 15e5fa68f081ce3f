import { adminUserUpdate, getMyUserInfo, login } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminLogOf, expectAdminOnly, userManager } from "../../../../../test/admin-fixtures.js";
import { createHarness, type Harness, type TestUser, uniqueName } from "../../../../../test/harness.js";

const PATH = "admin/system/user/sys/update";
let h: Harness;
let admin: TestUser;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.createUser({ roles: ["admin"] });
});
afterAll(() => h.close());

const me = (user: TestUser) => h.call(getMyUserInfo, {}, { as: user });

describe(PATH, () => {
  it("changes the given fields only and answers the row", async () => {
    const user = await h.createUser({ nickname: "Old", mobile: "13600000001", mobile_confirmed: 1 });
    const body = adminUserUpdate.output.parse(
      await h.call(
        adminUserUpdate,
        { _id: user.uid, nickname: "New", comment: "moved to HR", email: "x@corp.example" },
        { as: admin },
      ),
    );
    expect(body.row).toMatchObject({
      nickname: "New",
      comment: "moved to HR",
      mobile: "13600000001",
      email: "x@corp.example",
    });
    // The user's own session is untouched by a profile change.
    expect((await me(user)).code).toBe(0);
    const cleared = await h.call(
      adminUserUpdate,
      { _id: user.uid, mobile: null, comment: null },
      { as: admin },
    );
    expect(cleared.row).not.toHaveProperty("mobile");
    expect(cleared.row).not.toHaveProperty("comment");
  });

  it("signs a disabled user out everywhere, and re-enabling does not revive old tokens", async () => {
    const user = await h.createUser();
    expect((await h.call(adminUserUpdate, { _id: user.uid, status: 1 }, { as: admin })).code).toBe(0);
    expect((await me(user)).code).toBe(30202);
    expect((await h.call(login, { username: user.username, password: user.password })).code).toBe(10001);
    await h.call(adminUserUpdate, { _id: user.uid, status: 0 }, { as: admin });
    expect((await me(user)).code).toBe(30202);
    expect((await h.call(login, { username: user.username, password: user.password })).code).toBe(0);
  });

  it("sets a new password (hashed, never logged) and signs the user out", async () => {
    const user = await h.createUser();
    expect(
      (await h.call(adminUserUpdate, { _id: user.uid, password: "Fresh_456" }, { as: admin })).code,
    ).toBe(0);
    expect((await me(user)).code).toBe(30202);
    expect((await h.call(login, { username: user.username, password: user.password })).code).toBe(10102);
    expect((await h.call(login, { username: user.username, password: "Fresh_456" })).code).toBe(0);
    const [entry] = (await adminLogOf(h, PATH)).slice(-1);
    expect(entry!.request).not.toContain("Fresh_456");
    expect(JSON.parse(entry!.request)).toEqual({ _id: user.uid });
  });

  it("renames with the same uniqueness rules as add", async () => {
    const [a, b] = [await h.createUser(), await h.createUser({ mobile: "13600000009", mobile_confirmed: 1 })];
    expect(
      (await h.call(adminUserUpdate, { _id: a.uid, username: b.username.toUpperCase() }, { as: admin })).code,
    ).toBe(20102);
    expect((await h.call(adminUserUpdate, { _id: a.uid, mobile: "13600000009" }, { as: admin })).code).toBe(
      60101,
    );
    expect((await h.call(adminUserUpdate, { _id: b.uid, mobile: "13600000009" }, { as: admin })).code).toBe(
      0,
    );
    const fresh = uniqueName("Renamed");
    expect((await h.call(adminUserUpdate, { _id: a.uid, username: fresh }, { as: admin })).row).toMatchObject(
      {
        username: fresh.toLowerCase(),
      },
    );
  });

  it("keeps admins from disabling themselves (90121) and answers 90004 for an unknown user", async () => {
    expect(await h.call(adminUserUpdate, { _id: admin.uid, status: 1 }, { as: admin })).toMatchObject({
      code: 90121,
    });
    expect((await me(admin)).code).toBe(0);
    expect(
      (await h.call(adminUserUpdate, { _id: admin.uid, nickname: "Still me" }, { as: admin })).code,
    ).toBe(0);
    expect((await h.call(adminUserUpdate, { _id: "nope", nickname: "x" }, { as: admin })).code).toBe(90004);
    expect((await h.call(PATH, { nickname: "x" }, { as: admin })).code).toBe(-1);
  });

  it("lets a non-admin manager change plain accounts but never an admin's (90130)", async () => {
    const manager = await userManager(h);
    const plain = await h.createUser();
    expect(
      (await h.call(adminUserUpdate, { _id: plain.uid, nickname: "Clerked" }, { as: manager })).code,
    ).toBe(0);
    const other = await h.createUser({ roles: ["admin"] });
    expect(await h.call(adminUserUpdate, { _id: other.uid, status: 1 }, { as: manager })).toMatchObject({
      code: 90130,
    });
    expect(
      await h.call(adminUserUpdate, { _id: other.uid, password: "Taken_123" }, { as: manager }),
    ).toMatchObject({
      code: 90130,
    });
    expect((await me(other)).code).toBe(0);
  });

  it("is for admins only", async () => {
    const target = await h.createUser();
    await expectAdminOnly(h, PATH, { _id: target.uid, status: 1 });
    expect((await me(target)).code).toBe(0);
  });
});
