import { dbApiDel } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoRowCount, seedDemoRows } from "../../../../test/db-test.js";
import { createHarness, type Harness } from "../../../../test/harness.js";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe("template/db_api/kh/del", () => {
  it("deletes the caller's rows only; a stranger deletes nothing", async () => {
    const [alice, bob] = [await h.createUser(), await h.createUser()];
    await seedDemoRows(h, alice.uid, 4);
    await seedDemoRows(h, bob.uid, 3);
    expect(await h.call(dbApiDel, {})).toMatchObject({ code: 30204 });
    expect(await demoRowCount(h)).toBe(7);
    expect(await h.call(dbApiDel, {}, { as: alice })).toMatchObject({ code: 0, num: 4 });
    expect(await demoRowCount(h, alice.uid)).toBe(0);
    expect(await demoRowCount(h, bob.uid)).toBe(3);
    expect(await h.call(dbApiDel, {}, { as: alice })).toMatchObject({ code: 0, num: 0 });
    expect(await h.call(dbApiDel, { uid: bob.uid } as never, { as: alice })).not.toMatchObject({ num: 3 });
    expect(await demoRowCount(h, bob.uid)).toBe(3);
  });
});
