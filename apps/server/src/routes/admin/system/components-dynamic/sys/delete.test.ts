import { adminComponentAdd, adminComponentDelete } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAdminOnly } from "../../../../../test/admin-fixtures.js";
import { createHarness, type Harness, type TestUser } from "../../../../../test/harness.js";

const PATH = "admin/system/components-dynamic/sys/delete";
let h: Harness;
let admin: TestUser;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.createUser({ roles: ["admin"] });
  for (const data_id of ["gone", "kept"]) {
    await h.call(adminComponentAdd, { data_id, data: 1 }, { as: admin });
  }
});
afterAll(() => h.close());

describe(PATH, () => {
  it("deletes a component", async () => {
    expect((await h.call(adminComponentDelete, { data_id: "gone" }, { as: admin })).code).toBe(0);
    expect((await h.call(adminComponentDelete, { _id: "gone" }, { as: admin })).code).toBe(90009);
  });

  it("is for admins only", async () => {
    await expectAdminOnly(h, PATH, { data_id: "kept" });
  });
});
