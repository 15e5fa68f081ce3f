import { DB_TEST, ERRORS } from "@roster/contract";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findCloudFunction } from "../../http/gateway/cloud-functions.js";
import { defaultClientInfo } from "../../lib/client-info.js";
import { createHarness, type Harness, type TestUser } from "../../test/harness.js";
import { compileLimits } from "./limits.js";
import type { Rule } from "./rules.js";

/**
 * clientDB from the attacker's side: one account adding notes through `DCloud-clientDB` as the gateway runs
 * it (the SDK's `add`, at most 100 documents a call) cannot keep more than the db_api demo's cap of rows, nor
 * rows larger than its row size, whatever the calls, in sequence or in parallel.
 */

const stage = (method: string, ...param: unknown[]) => ({ $method: method, $param: param });
const on = (collection: string, ...stages: object[]) => ({
  command: { $db: [stage("collection", collection), ...stages] },
});

const CAP = DB_TEST.maxRowsPerUser;
const ROW_LIMIT = ERRORS.clientDbRowLimit.code;

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const invoke = async (token: string, body: object) =>
  (
    await findCloudFunction("DCloud-clientDB")!(
      h.app,
      { data: { ...body }, token, client: defaultClientInfo({ ip: "203.0.113.9" }), requestId: "r1" },
      undefined,
    )
  ).result;

const notes = (n: number, tag: string) =>
  Array.from({ length: n }, (_, i) => ({ title: `${tag}-${i}`, body: "x".repeat(900) }));

const addMany = (user: TestUser, docs: object[]) => invoke(user.token, on("demo-notes", stage("add", docs)));

const held = async (user: TestUser) =>
  Number(
    (
      await h.app.services.db
        .selectFrom("demo_notes")
        .select(sql<number>`count(*)`.as("n"))
        .where("user_id", "=", user.uid)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("clientDB per-account cap (demo-notes)", () => {
  it(`holds one account to ${CAP} notes: the add past it is refused whole, others are unaffected`, async () => {
    const attacker = await h.createUser();
    for (let call = 0; call < CAP / 100; call++)
      expect(await addMany(attacker, notes(100, `c${call}`))).toMatchObject({ code: 0, inserted: 100 });
    expect(await held(attacker)).toBe(CAP);
    const past = await addMany(attacker, notes(2, "past"));
    expect(past).toMatchObject({ code: ROW_LIMIT });
    expect(String(past.message)).toContain(String(CAP));
    expect(await invoke(attacker.token, on("demo-notes", stage("add", { title: "one more" })))).toMatchObject(
      {
        code: ROW_LIMIT,
      },
    );
    expect(await held(attacker)).toBe(CAP);
    // Another account is not held to the attacker's count; a removed note frees its place.
    const other = await h.createUser();
    expect(await addMany(other, notes(1, "other"))).toMatchObject({ code: 0 });
    const removed = await invoke(
      attacker.token,
      on("demo-notes", stage("where", { title: "c0-0" }), stage("remove")),
    );
    expect(removed).toMatchObject({ code: 0, deleted: 1 });
    expect(await addMany(attacker, notes(1, "again"))).toMatchObject({ code: 0 });
    expect(await addMany(attacker, notes(1, "again2"))).toMatchObject({ code: ROW_LIMIT });
  });

  it("is exact under 100 parallel adds at the edge of the cap", async () => {
    const attacker = await h.createUser();
    for (let call = 0; call < 9; call++) await addMany(attacker, notes(100, `p${call}`));
    await addMany(attacker, notes(CAP - 950, "p9"));
    expect(await held(attacker)).toBe(950);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        invoke(attacker.token, on("demo-notes", stage("add", { title: `race-${i}` }))),
      ),
    );
    expect(answers.filter((a) => a.code === 0)).toHaveLength(50);
    expect(answers.filter((a) => a.code === ROW_LIMIT)).toHaveLength(50);
    expect(await held(attacker)).toBe(CAP);
  });

  it("bounds a note's size on add and on update", async () => {
    const user = await h.createUser();
    const long = "长".repeat(1_001);
    const tooLong = await invoke(user.token, on("demo-notes", stage("add", { title: "t", body: long })));
    expect(tooLong).toMatchObject({ code: ERRORS.clientDbValueInvalid.code });
    const added = await invoke(user.token, on("demo-notes", stage("add", { title: "t", body: "short" })));
    expect(added).toMatchObject({ code: 0 });
    const grown = await invoke(
      user.token,
      on("demo-notes", stage("doc", added.id), stage("update", { body: long })),
    );
    expect(grown).toMatchObject({ code: ERRORS.clientDbValueInvalid.code });
    const largest = "长".repeat(1_000);
    const full = await invoke(
      user.token,
      on("demo-notes", stage("doc", added.id), stage("update", { title: "长".repeat(200), body: largest })),
    );
    expect(full).toMatchObject({ code: 0, updated: 1 });
    const row = await h.app.services.db
      .selectFrom("demo_notes")
      .select(["title", "body"])
      .where("id", "=", added.id as string)
      .executeTakeFirstOrThrow();
    expect(Buffer.byteLength(row.title + row.body)).toBeLessThanOrEqual(DB_TEST.maxRowBytes);
  });
});

describe("clientDB schema limits (start-up checks)", () => {
  const yes: Rule = { kind: "const", value: true };
  const no: Rule = { kind: "const", value: false };
  const owner = { name: "user_id", type: "id", write: no, forceDefaultValue: "auth.uid" };
  const text = (maxLength?: number) => ({ name: "t", type: "string", write: yes, maxLength });
  const limits = { rowsPerOwner: 10, rowBytes: 300 };

  it("refuses a collection clients add to without an owner, limits, text bounds, or too large rows", () => {
    const of = (fields: object[], given: typeof limits | undefined = limits) =>
      compileLimits({ name: "c", create: yes, fields: fields as never }, given);
    expect(() => of([text(10)])).toThrow(/owner field/);
    expect(() =>
      compileLimits({ name: "c", create: yes, fields: [owner, text(10)] as never }, undefined),
    ).toThrow(/owner field/);
    expect(() => of([owner, text()])).toThrow(/maxLength/);
    expect(() => of([owner, text(101)])).toThrow(/303 bytes, more than 300/);
    expect(of([owner, text(100)])).toEqual({ owner: "user_id", ...limits });
    expect(compileLimits({ name: "c", create: no, fields: [text()] as never }, undefined)).toBeUndefined();
  });
});
