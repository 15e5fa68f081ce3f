import { adminAppVersionAdd, checkVersion } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminLogOf, expectAdminOnly } from "../../../../../test/admin-fixtures.js";
import { createHarness, type Harness, type TestUser } from "../../../../../test/harness.js";

const PATH = "admin/system/app-version/sys/add";
let h: Harness;
let admin: TestUser;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.createUser({ roles: ["admin"] });
});
afterAll(() => h.close());

const NATIVE = {
  appid: "__UNI__ROSTER",
  platform: "Android",
  type: "native_app",
  version: "1.2.0",
  url: "https://download.example.com/roster-1.2.0.apk",
  title: "1.2.0",
  contents: "Faster lists",
  is_mandatory: true,
};

describe(PATH, () => {
  it("publishes a version that checkVersion offers", async () => {
    const body = adminAppVersionAdd.output.parse(await h.call(PATH, NATIVE, { as: admin }));
    expect(body.row).toMatchObject({ ...NATIVE, stable_publish: true, is_silently: false, _id: body._id });
    const check = await h.call(
      checkVersion,
      { appid: "__UNI__ROSTER", appVersion: "1.0.0", wgtVersion: "1.0.0" },
      { client: { os: "android" } },
    );
    expect(check).toMatchObject({ code: 102, version: "1.2.0", is_mandatory: true });
    expect((await adminLogOf(h, PATH))[0]).toMatchObject({ title: "appVersionAdd", response_code: 0 });
  });

  it("needs min_uni_version for a wgt package (20101)", async () => {
    const wgt = { ...NATIVE, type: "wgt", version: "1.2.1" };
    expect(await h.call(PATH, wgt, { as: admin })).toMatchObject({
      code: 20101,
      msg: "Lowest native version is required",
    });
    expect((await h.call(PATH, { ...wgt, min_uni_version: "1.2.0" }, { as: admin })).code).toBe(0);
  });

  it.each([
    [{ ...NATIVE, platform: "Windows" }, "platform"],
    [{ ...NATIVE, version: "v1" }, "version"],
    [{ ...NATIVE, url: "" }, "url"],
    [{ ...NATIVE, url: "javascript:alert(1)" }, "url"],
    [{ ...NATIVE, appid: "" }, "appid"],
  ])("validates %j", async (data, key) => {
    expect(await h.call(PATH, data, { as: admin })).toMatchObject({ code: -1, key });
  });

  it("is for admins only", async () => {
    await expectAdminOnly(h, PATH, NATIVE);
  });
});
