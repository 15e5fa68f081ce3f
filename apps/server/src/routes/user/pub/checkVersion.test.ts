import { checkVersion } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "../../../lib/ids.js";
import { compareVersions } from "../../../services/app-versions/versions.js";
import { createHarness, type Harness } from "../../../test/harness.js";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
  const add = (fields: {
    appid: string;
    platform: string;
    type: string;
    version: string;
    min_uni_version?: string;
    stable_publish?: number;
  }) =>
    h.app.services.db
      .insertInto("app_versions")
      .values({
        id: newId(),
        name: "Roster",
        title: `v${fields.version}`,
        contents: "fixes",
        url: `https://example.com/${fields.version}`,
        min_uni_version: null,
        stable_publish: 1,
        is_silently: 0,
        is_mandatory: 0,
        created_at: h.clock.now(),
        ...fields,
      })
      .execute();
  await add({ appid: "A1", platform: "Android", type: "native_app", version: "1.2.0" });
  await add({ appid: "A1", platform: "Android", type: "wgt", version: "1.2.5", min_uni_version: "1.2.0" });
  await add({ appid: "A1", platform: "Android", type: "wgt", version: "9.9.9", stable_publish: 0 });
  await add({ appid: "A1", platform: "iOS", type: "native_app", version: "2.0.0" });
});
afterAll(() => h.close());

const check = (data: Record<string, string>, os = "android") =>
  h.call(checkVersion, data, { client: { os } });

describe("user/pub/checkVersion", () => {
  it("offers the resource update when the installed native version is new enough (101)", async () => {
    const body = await check({ appid: "A1", appVersion: "1.2.0", wgtVersion: "1.2.0" });
    expect(body).toMatchObject({ code: 101, version: "1.2.5", type: "wgt" });
  });
  it("offers the full package when the native version is too old for the resource (102)", async () => {
    const body = await check({ appid: "A1", appVersion: "1.0.0", wgtVersion: "1.0.0" });
    expect(body).toMatchObject({ code: 102, version: "1.2.0", type: "native_app" });
  });
  it("answers 0 when up to date, ignoring unpublished versions", async () => {
    expect(await check({ appid: "A1", appVersion: "1.2.0", wgtVersion: "1.2.5" })).toMatchObject({ code: 0 });
  });
  it("reads the platform from the OS header", async () => {
    expect(await check({ appid: "A1", appVersion: "1.0.0", wgtVersion: "1.0.0" }, "ios")).toMatchObject({
      code: 102,
      version: "2.0.0",
    });
  });
  it("answers -101 for an unknown app and -102 naming a missing parameter", async () => {
    expect((await check({ appid: "nope", appVersion: "1.0.0", wgtVersion: "1.0.0" })).code).toBe(-101);
    expect(await check({ appid: "A1", appVersion: "1.0.0" })).toMatchObject({
      code: -102,
      msg: "Parameter wgtVersion is required",
    });
  });
  it("compares versions numerically, segment by segment", () => {
    expect(compareVersions("1.10.0", "1.9.9")).toBe(1);
    expect(compareVersions("1.0", "1.0.0")).toBe(0);
    expect(compareVersions("1.0.0.1", "1.0.0")).toBe(1);
    expect(compareVersions("2.0.0", "10.0.0")).toBe(-1);
  });
});
