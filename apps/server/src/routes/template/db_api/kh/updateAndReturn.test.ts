import { dbApiUpdateAndReturn } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoRows, storedDemoRow } from "../../../../test/db-test.js";
import { createHarness, type Harness } from "../../../../test/harness.js";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe("template/db_api/kh/updateAndReturn", () => {
  it("adds 1 to the caller's row and answers it; another's row answers 91701 and stays as it was", async () => {
    const [alice, bob] = [await h.createUser(), await h.createUser()];
    const [mine] = await seedDemoRows(h, alice.uid, 1, { money: 8 });
    const [theirs] = await seedDemoRows(h, bob.uid, 1, { money: 8 });
    expect(await h.call(dbApiUpdateAndReturn, { _id: mine as string })).toMatchObject({ code: 30204 });
    expect(await h.call(dbApiUpdateAndReturn, { _id: theirs as string }, { as: alice })).toMatchObject({
      code: 91701,
    });
    expect((await storedDemoRow(h, theirs as string))!.money).toBe(8);
    expect(await h.call(dbApiUpdateAndReturn, { _id: mine as string }, { as: alice })).toMatchObject({
      code: 0,
      info: { _id: mine, money: 9, mine: true },
    });
  });

  it("is exact under 100 parallel calls: +100, each call seeing its own value", async () => {
    const carol = await h.createUser();
    const [id] = await seedDemoRows(h, carol.uid, 1, { money: 5 });
    const bodies = await Promise.all(
      Array.from({ length: 100 }, () => h.call(dbApiUpdateAndReturn, { _id: id as string }, { as: carol })),
    );
    expect(bodies.every((b) => b.code === 0)).toBe(true);
    const seen = bodies.map((b) => b.info?.money as number).sort((a, b) => a - b);
    expect(seen).toEqual(Array.from({ length: 100 }, (_, i) => 6 + i));
    expect((await storedDemoRow(h, id as string))!.money).toBe(105);
  });
});
