import { adminComponentAdd, adminComponentUpdate, getComponentsDynamicData } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAdminOnly } from "../../../../../test/admin-fixtures.js";
import { createHarness, type Harness, type TestUser } from "../../../../../test/harness.js";

const PATH = "admin/system/components-dynamic/sys/update";
let h: Harness;
let admin: TestUser;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.createUser({ roles: ["admin"] });
  await h.call(adminComponentAdd, { data_id: "banner", data: { v: 1 } }, { as: admin });
});
afterAll(() => h.close());

describe(PATH, () => {
  it("replaces the data, by data_id or _id, and the reader sees it at once", async () => {
    h.clock.advance(5000);
    const body = adminComponentUpdate.output.parse(
      await h.call(
        adminComponentUpdate,
        { data_id: "banner", data: { v: 2 }, title: "Banner" },
        { as: admin },
      ),
    );
    expect(body.row).toMatchObject({ data: { v: 2 }, title: "Banner", update_date: h.clock.now() });
    expect(body.row.create_date).toBeLessThan(body.row.update_date);
    const read = await h.call(getComponentsDynamicData, {
      ids: ["banner"],
    });
    expect(read.componentsDynamic).toEqual({ banner: { v: 2 } });
    expect(
      (await h.call(adminComponentUpdate, { _id: "banner", enable: false }, { as: admin })).row,
    ).toMatchObject({
      data: { v: 2 },
      enable: false,
    });
  });

  it("answers 90009 for an unknown component", async () => {
    expect((await h.call(adminComponentUpdate, { data_id: "ghost", data: 1 }, { as: admin })).code).toBe(
      90009,
    );
  });

  it("is for admins only", async () => {
    await expectAdminOnly(h, PATH, { data_id: "banner", data: "defaced" });
  });
});
