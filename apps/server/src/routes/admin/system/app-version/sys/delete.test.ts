import { adminAppVersionAdd, adminAppVersionDelete } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAdminOnly } from "../../../../../test/admin-fixtures.js";
import { createHarness, type Harness, type TestUser } from "../../../../../test/harness.js";

const PATH = "admin/system/app-version/sys/delete";
let h: Harness;
let admin: TestUser;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.createUser({ roles: ["admin"] });
});
afterAll(() => h.close());

const add = async () =>
  (
    await h.call(
      adminAppVersionAdd,
      {
        appid: "app",
        platform: "Android",
        type: "native_app",
        version: "3.0.0",
        url: "https://d.example.com/3",
      },
      { as: admin },
    )
  )._id as string;

describe(PATH, () => {
  it("deletes a version", async () => {
    const id = await add();
    expect((await h.call(adminAppVersionDelete, { _id: id }, { as: admin })).code).toBe(0);
    expect((await h.call(adminAppVersionDelete, { _id: id }, { as: admin })).code).toBe(90008);
    expect(
      await h.app.services.db.selectFrom("app_versions").select("id").where("id", "=", id).execute(),
    ).toEqual([]);
  });

  it("is for admins only", async () => {
    await expectAdminOnly(h, PATH, { _id: await add() });
  });
});
