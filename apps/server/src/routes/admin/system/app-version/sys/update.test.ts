import { adminAppVersionAdd, adminAppVersionUpdate, checkVersion } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAdminOnly } from "../../../../../test/admin-fixtures.js";
import { createHarness, type Harness, type TestUser } from "../../../../../test/harness.js";

const PATH = "admin/system/app-version/sys/update";
let h: Harness;
let admin: TestUser;
let id: string;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.createUser({ roles: ["admin"] });
  const added = await h.call(
    adminAppVersionAdd,
    { appid: "app", platform: "iOS", type: "native_app", version: "2.0.0", url: "https://d.example.com/2" },
    { as: admin },
  );
  id = added._id as string;
});
afterAll(() => h.close());

const check = () =>
  h.call(checkVersion, { appid: "app", appVersion: "1.0.0", wgtVersion: "1.0.0" }, { client: { os: "ios" } });

describe(PATH, () => {
  it("changes the given fields; unpublishing hides the version from checkVersion", async () => {
    expect((await check()).code).toBe(102);
    const body = adminAppVersionUpdate.output.parse(
      await h.call(
        adminAppVersionUpdate,
        { _id: id, stable_publish: false, contents: "Held back" },
        { as: admin },
      ),
    );
    expect(body.row).toMatchObject({ stable_publish: false, contents: "Held back", version: "2.0.0" });
    expect((await check()).code).toBe(-101);
  });

  it("keeps a wgt package complete (20101) and answers 90008 for an unknown id", async () => {
    expect((await h.call(adminAppVersionUpdate, { _id: id, type: "wgt" }, { as: admin })).code).toBe(20101);
    expect(
      (await h.call(adminAppVersionUpdate, { _id: id, type: "wgt", min_uni_version: "1.0.0" }, { as: admin }))
        .code,
    ).toBe(0);
    expect(
      (await h.call(adminAppVersionUpdate, { _id: id, min_uni_version: null }, { as: admin })).code,
    ).toBe(20101);
    expect((await h.call(adminAppVersionUpdate, { _id: "ghost", title: "x" }, { as: admin })).code).toBe(
      90008,
    );
  });

  it("is for admins only", async () => {
    await expectAdminOnly(h, PATH, { _id: id, stable_publish: true });
  });
});
