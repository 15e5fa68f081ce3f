import { getComponentsDynamicData } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../../../../test/harness.js";

const PATH = "plugs/components_dynamic/client/pub/getComponentsDynamicData";
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
  const admin = await h.createUser({ roles: ["admin"] });
  const add = (data_id: string, data: unknown, enable = 1) =>
    h.call("admin/system/components-dynamic/sys/add", { data_id, data, enable }, { as: admin });
  await add("notice", { text: "Hello" });
  await add("swiper", [{ image: "/a.png" }]);
  await add("draft", { text: "not yet" }, 0);
});
afterAll(() => h.close());

describe(PATH, () => {
  it("answers the data of the asked, enabled components by id, without a token", async () => {
    const body = getComponentsDynamicData.output.parse(
      await h.call(getComponentsDynamicData, { ids: ["notice", "swiper", "draft", "unknown", "notice"] }),
    );
    expect(body.componentsDynamic).toEqual({ notice: { text: "Hello" }, swiper: [{ image: "/a.png" }] });
  });

  it("answers an empty map for no ids, and works for signed-in callers too", async () => {
    expect(await h.call(getComponentsDynamicData, { ids: [] })).toMatchObject({
      code: 0,
      componentsDynamic: {},
    });
    const user = await h.register();
    expect(
      (await h.call(getComponentsDynamicData, { ids: ["notice"] }, { as: user })).componentsDynamic,
    ).toEqual({
      notice: { text: "Hello" },
    });
  });

  it.each([
    [{}],
    [{ ids: "notice" }],
    [{ ids: Array.from({ length: 101 }, (_, i) => `c${i}`) }],
    [{ ids: ["bad id"] }],
  ])("validates %j", async (data) => {
    expect(await h.call(PATH, data)).toMatchObject({
      code: -1,
      key: expect.stringMatching(/^ids/),
    });
  });
});
