import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../test/harness.js";
import { prepared } from "./prepared.js";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe("prepared", () => {
  it("reuses the compiled SQL with new values", async () => {
    const alice = await h.createUser({ nickname: "alice" });
    const bob = await h.createUser({ nickname: "bob" });
    const byId = prepared((db, id: string) => db.selectFrom("users").select("nickname").where("id", "=", id));
    expect(await byId(h.app.services.db, alice.uid)).toEqual([{ nickname: "alice" }]);
    expect(await byId(h.app.services.db, bob.uid)).toEqual([{ nickname: "bob" }]);
    expect(await byId(h.app.services.db, "missing")).toEqual([]);
  });

  it("falls back to compiling every time when parameters are not exactly the arguments", async () => {
    const user = await h.createUser({ nickname: "carol", gender: 2 });
    // A constant parameter (gender) that is not an argument: reuse would bind the wrong values.
    const query = prepared((db, id: string) =>
      db.selectFrom("users").select("nickname").where("gender", "=", 2).where("id", "=", id),
    );
    expect(await query(h.app.services.db, user.uid)).toEqual([{ nickname: "carol" }]);
    expect(await query(h.app.services.db, user.uid)).toEqual([{ nickname: "carol" }]);
  });
});
