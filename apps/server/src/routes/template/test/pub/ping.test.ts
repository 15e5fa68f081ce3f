import { ping } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../../../test/harness.js";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe("template/test/pub/ping", () => {
  it("answers ok to anyone, signed in or not", async () => {
    expect(await h.call(ping, {})).toEqual({ code: 0, msg: "ok" });
    const user = await h.createUser();
    expect(await h.call(ping, {}, { as: user })).toMatchObject({ code: 0, msg: "ok" });
  });

  it("refuses fields it does not take", async () => {
    expect(await h.call(ping, { extra: 1 } as never)).toMatchObject({ code: -1, key: "data" });
  });
});
