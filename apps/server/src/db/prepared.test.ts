import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../test/harness.js";
import { prepared, preparedNames } from "./prepared.js";

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

  it("gives a reused text a name, under which PostgreSQL keeps it prepared on the connection that ran it", async () => {
    const user = await h.createUser({ nickname: "dave" });
    const byId = prepared((db, id: string) => db.selectFrom("users").select("avatar").where("id", "=", id));
    const onOneConnection = await h.app.services.db.connection().execute(async (db) => {
      const [first] = await byId(db, user.uid);
      const [second] = await byId(db, user.uid);
      const held =
        h.dialect === "postgres"
          ? (
              await sql<{
                name: string;
                statement: string;
              }>`select name, statement from pg_prepared_statements`.execute(db)
            ).rows
          : [];
      return { first, second, held };
    });
    expect(onOneConnection.first).toEqual({ avatar: "" });
    expect(onOneConnection.second).toEqual(onOneConnection.first);
    const found = [...preparedNames].find(([text]) => text.includes(`select "avatar" from "users"`));
    const [text, name] = found ?? ["", ""];
    expect(name).toMatch(/^roster_\d+$/);
    if (h.dialect === "postgres") expect(onOneConnection.held).toContainEqual({ name, statement: text });
  });

  it("runs a prepared statement again after its table changed shape under it (a migration by another process)", async () => {
    const user = await h.createUser({ nickname: "erin" });
    const everything = prepared((db, id: string) => db.selectFrom("users").selectAll().where("id", "=", id));
    await h.app.services.db.connection().execute(async (db) => {
      expect((await everything(db, user.uid))[0]).toMatchObject({ nickname: "erin" });
      await sql`alter table users add column later_column text`.execute(db);
      try {
        // On PostgreSQL the statement prepared above now answers another row type; it is prepared again.
        expect((await everything(db, user.uid))[0]).toMatchObject({ nickname: "erin", later_column: null });
      } finally {
        await sql`alter table users drop column later_column`.execute(db);
      }
    });
  });
});
