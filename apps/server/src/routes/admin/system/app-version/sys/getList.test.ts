import { adminAppVersionGetList } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminLogOf, expectAdminOnly } from "../../../../../test/admin-fixtures.js";
import { createHarness, type Harness, type TestUser } from "../../../../../test/harness.js";

const PATH = "admin/system/app-version/sys/getList";
let h: Harness;
let admin: TestUser;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.createUser({ roles: ["admin"] });
  const base = { appid: "app", url: "https://d.example.com/x", type: "native_app" };
  for (const [platform, version] of [
    ["Android", "1.0.0"],
    ["iOS", "1.0.1"],
    ["Android", "1.1.0"],
  ] as const) {
    await h.call("admin/system/app-version/sys/add", { ...base, platform, version }, { as: admin });
    h.clock.advance(1000);
  }
});
afterAll(() => h.close());

describe(PATH, () => {
  it("lists versions newest first and filters by platform", async () => {
    const body = adminAppVersionGetList.output.parse(await h.call(adminAppVersionGetList, {}, { as: admin }));
    expect(body.rows.map((r) => r.version)).toEqual(["1.1.0", "1.0.1", "1.0.0"]);
    const android = await h.call(
      adminAppVersionGetList,
      { formData: { platform: "Android" }, columns: [{ key: "platform" }] },
      { as: admin },
    );
    expect(android).toMatchObject({ total: 2, rows: [{ version: "1.1.0" }, { version: "1.0.0" }] });
  });

  it("is a read for admins only", async () => {
    await expectAdminOnly(h, PATH, {});
    expect(await adminLogOf(h, PATH)).toHaveLength(0);
  });
});
