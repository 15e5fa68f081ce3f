import { dbApiAdd, dbApiAdds, dbApiCount } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../../../test/harness.js";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe("template/db_api/pub/count", () => {
  it("counts everyone's rows for anyone, signed in or not", async () => {
    const [alice, bob] = [await h.createUser(), await h.createUser()];
    expect(await h.call(dbApiCount, {})).toEqual({ code: 0, msg: expect.any(String), num: 0 });
    await h.call(dbApiAdds, {}, { as: alice });
    await h.call(dbApiAdd, {}, { as: bob });
    expect((await h.call(dbApiCount, {})).num).toBe(11);
    expect((await h.call(dbApiCount, {}, { as: alice })).num).toBe(11);
    expect((await h.call(dbApiCount, {}, { as: bob })).num).toBe(11);
    expect(await h.call(dbApiCount, { x: 1 } as never)).toMatchObject({ code: -1 });
  });
});
