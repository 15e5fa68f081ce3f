import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findCloudFunction } from "../../http/gateway/cloud-functions.js";
import { defaultClientInfo } from "../../lib/client-info.js";
import { createHarness, type Harness, type TestUser } from "../../test/harness.js";
import type { Services } from "../services.js";
import { type ClientDbCaller, runClientDb } from "./client-db.js";

/** A `$db` stage as the SDK sends it. */
export const stage = (method: string, ...param: unknown[]) => ({ $method: method, $param: param });
/** A db.command operator as the SDK serialises it: `dbCmd.gt(1)` -> `{$db: [command, gt(1)]}`. */
export const cmd = (...stages: [string, ...unknown[]][]) => ({
  $db: [{ $method: "command" }, ...stages.map(([method, ...param]) => stage(method, ...param))],
});
/** A command body on a collection: `on("demo-notes", stage("get"))`. */
export const on = (collection: string, ...stages: object[]) => ({
  command: { $db: [stage("collection", collection), ...stages] },
});

let h: Harness;
let svc: Services;
let userA: TestUser;
let userB: TestUser;
let adminUser: TestUser;
let stranger: ClientDbCaller;
let a: ClientDbCaller;
let b: ClientDbCaller;
let admin: ClientDbCaller;
const ids: Record<string, string> = {};

const run = (caller: ClientDbCaller, body: unknown) => runClientDb(svc, caller, body);
const titles = (answer: Record<string, unknown>) =>
  ((answer.data ?? []) as { title: string }[]).map((d) => d.title).sort();
const add = async (caller: ClientDbCaller, doc: Record<string, unknown>) => {
  const answer = await run(caller, on("demo-notes", stage("add", doc)));
  expect(answer).toMatchObject({ code: 0 });
  return answer.id as string;
};
const allNotes = () => h.app.services.db.selectFrom("demo_notes").selectAll().orderBy("title").execute();

beforeAll(async () => {
  h = await createHarness();
  svc = h.app.services;
  userA = await h.createUser({ nickname: "Alice", mobile: "13800138001", email: "alice@example.com" });
  userB = await h.createUser({ nickname: "Bob", mobile: "13800138002", email: "bob@example.com" });
  adminUser = await h.createUser({ roles: ["admin"] });
  stranger = { uid: null, roles: [] };
  a = { uid: userA.uid, roles: [] };
  b = { uid: userB.uid, roles: [] };
  admin = { uid: adminUser.uid, roles: ["admin"] };
  ids.a1 = await add(a, { title: "a1 private", body: "secret of A" });
  ids.a2 = await add(a, { title: "a2 public", public: true });
  ids.b1 = await add(b, { title: "b1 private" });
});
afterAll(() => h.close());

describe("clientDB rule matrix on demo-notes", () => {
  it("reads: strangers see public notes, users also their own, admins all", async () => {
    const get = on("demo-notes", stage("get"));
    expect(titles(await run(stranger, get))).toEqual(["a2 public"]);
    expect(titles(await run(a, get))).toEqual(["a1 private", "a2 public"]);
    expect(titles(await run(b, get))).toEqual(["a2 public", "b1 private"]);
    expect(titles(await run(admin, get))).toEqual(["a1 private", "a2 public", "b1 private"]);
    // A where that asks for another's private note finds nothing: the rule is AND-ed in SQL.
    const other = on("demo-notes", stage("where", { user_id: userB.uid }), stage("get"));
    expect(titles(await run(a, other))).toEqual([]);
    expect(await run(a, on("demo-notes", stage("doc", ids.b1), stage("get")))).toMatchObject({
      code: 0,
      data: [],
    });
    expect(await run(stranger, on("demo-notes", stage("count")))).toMatchObject({ code: 0, total: 1 });
    expect(await run(admin, on("demo-notes", stage("count")))).toMatchObject({ code: 0, total: 3 });
  });

  it("answers a read in the SDK's shape, with the document's own fields", async () => {
    const answer = await run(a, on("demo-notes", stage("doc", ids.a1), stage("get", { getOne: true })));
    expect(answer).toMatchObject({
      code: 0,
      data: { _id: ids.a1, user_id: userA.uid, title: "a1 private", body: "secret of A", public: false },
    });
    expect(Object.keys(answer.data as object).sort()).toEqual([
      "_add_time",
      "_id",
      "body",
      "public",
      "title",
      "user_id",
    ]);
    const some = await run(
      a,
      on(
        "demo-notes",
        stage("field", "title"),
        stage("orderBy", "title", "desc"),
        stage("skip", 0),
        stage("limit", 1),
        stage("get", { getCount: true }),
      ),
    );
    expect(some).toMatchObject({ code: 0, count: 2, data: [{ title: "a2 public" }] });
    expect(Object.keys((some.data as object[])[0]!).sort()).toEqual(["_id", "title"]);
  });

  it("orders by a field list, pages inside the allowed rows, and answers getOne without a row as null", async () => {
    const ordered = await run(
      admin,
      on("demo-notes", stage("orderBy", "public desc, title asc"), stage("get")),
    );
    expect((ordered.data as { title: string }[]).map((d) => d.title)).toEqual([
      "a2 public",
      "a1 private",
      "b1 private",
    ]);
    // skip/limit apply after the rule: B's second visible note is its own, not one of A's private ones.
    const page = await run(
      b,
      on("demo-notes", stage("orderBy", "title", "asc"), stage("skip", 1), stage("limit", 1), stage("get")),
    );
    expect(titles(page)).toEqual(["b1 private"]);
    expect(
      await run(stranger, on("demo-notes", stage("doc", ids.a1), stage("get", { getOne: true }))),
    ).toMatchObject({
      code: 0,
      data: null,
    });
    expect(await run(a, on("demo-notes", stage("orderBy", "title sideways"), stage("get")))).toMatchObject({
      code: 91600,
    });
  });

  it("filters with the db.command operators the SDK sends", async () => {
    const where = (w: unknown) => run(admin, on("demo-notes", stage("where", w), stage("get")));
    expect(titles(await where({ public: true }))).toEqual(["a2 public"]);
    expect(titles(await where({ title: cmd(["in", ["a1 private", "b1 private"]]) }))).toEqual([
      "a1 private",
      "b1 private",
    ]);
    expect(titles(await where({ title: cmd(["gt", "a2"], ["and", cmd(["lt", "b2"])]) }))).toEqual([
      "a2 public",
      "b1 private",
    ]);
    expect(
      titles(await where(cmd(["or", { title: "a1 private" }, { public: cmd(["neq", false]) }]))),
    ).toEqual(["a1 private", "a2 public"]);
    expect(
      titles(
        await where({
          _add_time: cmd(["gte", { $date: new Date(0).toISOString() }]),
          user_id: { $env: "uid" },
        }),
      ),
    ).toEqual([]);
    expect(
      titles(await run(b, on("demo-notes", stage("where", { user_id: { $env: "uid" } }), stage("get")))),
    ).toEqual(["b1 private"]);
    expect(titles(await where({ title: cmd(["nin", ["a1 private"]]), body: cmd(["exists", true]) }))).toEqual(
      ["a2 public", "b1 private"],
    );
  });

  it("creates: only signed-in users, owned by them, owner and time set by the server", async () => {
    expect(await run(stranger, on("demo-notes", stage("add", { title: "x" })))).toMatchObject({
      code: 91605,
    });
    const forged = await run(a, on("demo-notes", stage("add", { title: "x", user_id: userB.uid })));
    expect(forged).toMatchObject({ code: 91604 });
    expect(await run(a, on("demo-notes", stage("add", { title: "x", _add_time: 1 })))).toMatchObject({
      code: 91604,
    });
    expect(await run(a, on("demo-notes", stage("add", { title: "x", _id: "mine" })))).toMatchObject({
      code: 91604,
    });
    expect(await run(a, on("demo-notes", stage("add", { body: "no title" })))).toMatchObject({ code: 91607 });
    expect(await run(a, on("demo-notes", stage("add", { title: 5 })))).toMatchObject({ code: 91607 });
    expect(await run(a, on("demo-notes", stage("add", { title: "x".repeat(201) })))).toMatchObject({
      code: 91607,
    });
    const many = await run(
      b,
      on("demo-notes", stage("add", [{ title: "b2" }, { title: "b3", public: true }])),
    );
    expect(many).toMatchObject({ code: 0, inserted: 2 });
    const rows = (await allNotes()).filter((r) => (many.ids as string[]).includes(r.id));
    expect(rows.map((r) => [r.title, r.user_id, r.public])).toEqual([
      ["b2", userB.uid, 0],
      ["b3", userB.uid, 1],
    ]);
    expect(rows.every((r) => r.add_time === h.clock.now())).toBe(true);
    // A refused document refuses the whole add.
    const before = (await allNotes()).length;
    expect(
      await run(b, on("demo-notes", stage("add", [{ title: "ok" }, { title: "x", user_id: userA.uid }]))),
    ).toMatchObject({
      code: 91604,
    });
    expect((await allNotes()).length).toBe(before);
    await run(b, on("demo-notes", stage("where", { title: cmd(["in", ["b2", "b3"]]) }), stage("remove")));
  });

  it("updates: only the caller's own notes, whatever the where says", async () => {
    expect(
      await run(stranger, on("demo-notes", stage("doc", ids.a2), stage("update", { title: "x" }))),
    ).toMatchObject({
      code: 91605,
    });
    expect(
      await run(a, on("demo-notes", stage("doc", ids.b1), stage("update", { title: "hacked" }))),
    ).toMatchObject({
      code: 0,
      updated: 0,
    });
    expect(
      await run(admin, on("demo-notes", stage("doc", ids.b1), stage("update", { title: "hacked" }))),
    ).toMatchObject({
      code: 0,
      updated: 0,
    });
    const all = await run(a, on("demo-notes", stage("where", {}), stage("update", { body: "edited" })));
    expect(all).toMatchObject({ code: 0, updated: 2, affectedDocs: 2 });
    const rows = await allNotes();
    expect(rows.map((r) => [r.title, r.body])).toEqual([
      ["a1 private", "edited"],
      ["a2 public", "edited"],
      ["b1 private", ""],
    ]);
    expect(
      await run(a, on("demo-notes", stage("doc", ids.a1), stage("update", { user_id: userB.uid }))),
    ).toMatchObject({
      code: 91604,
    });
    expect(
      await run(a, on("demo-notes", stage("doc", ids.a1), stage("update", { body: cmd(["inc", 1]) }))),
    ).toMatchObject({
      code: 91603,
    });
    expect(
      await run(a, on("demo-notes", stage("doc", ids.a1), stage("update", { $set: { body: "x" } }))),
    ).toMatchObject({
      code: 91603,
    });
  });

  it("removes: only the caller's own notes", async () => {
    const extra = await add(b, { title: "b9" });
    expect(await run(stranger, on("demo-notes", stage("remove")))).toMatchObject({ code: 91605 });
    expect(await run(a, on("demo-notes", stage("doc", extra), stage("remove")))).toMatchObject({
      code: 0,
      deleted: 0,
    });
    expect(await run(admin, on("demo-notes", stage("doc", extra), stage("remove")))).toMatchObject({
      code: 0,
      deleted: 0,
    });
    expect(await run(b, on("demo-notes", stage("doc", extra), stage("remove")))).toMatchObject({
      code: 0,
      deleted: 1,
    });
    expect((await allNotes()).map((r) => r.title)).toEqual(["a1 private", "a2 public", "b1 private"]);
  });
});

describe("clientDB on uni-id-users", () => {
  it("opens only _id, nickname and avatar of the caller's own account, read-only", async () => {
    const get = on("uni-id-users", stage("get"));
    expect(await run(stranger, get)).toMatchObject({ code: 91605 });
    const own = await run(a, get);
    expect(own).toMatchObject({ code: 0, data: [{ _id: userA.uid, nickname: "Alice" }] });
    expect(Object.keys((own.data as object[])[0]!).sort()).toEqual(["_id", "avatar", "nickname"]);
    expect(await run(a, on("uni-id-users", stage("doc", userB.uid), stage("get")))).toMatchObject({
      code: 0,
      data: [],
    });
    expect(await run(admin, on("uni-id-users", stage("count")))).toMatchObject({ code: 0, total: 1 });
    for (const secret of ["password_hash", "mobile", "email", "token", "session_epoch", "username"]) {
      expect(
        await run(a, on("uni-id-users", stage("field", `nickname,${secret}`), stage("get"))),
      ).toMatchObject({ code: 91604 });
      expect(await run(a, on("uni-id-users", stage("where", { [secret]: "x" }), stage("get")))).toMatchObject(
        { code: 91604 },
      );
      expect(await run(a, on("uni-id-users", stage("orderBy", secret, "asc"), stage("get")))).toMatchObject({
        code: 91604,
      });
    }
    expect(await run(a, on("uni-id-users", stage("add", { nickname: "x" })))).toMatchObject({ code: 91605 });
    expect(
      await run(a, on("uni-id-users", stage("doc", userA.uid), stage("update", { nickname: "x" }))),
    ).toMatchObject({
      code: 91605,
    });
    expect(await run(a, on("uni-id-users", stage("doc", userA.uid), stage("remove")))).toMatchObject({
      code: 91605,
    });
    expect(await run(admin, on("uni-id-users", stage("remove")))).toMatchObject({ code: 91605 });
  });
});

describe("clientDB refusals", () => {
  const cases: [string, unknown, number][] = [
    ["a lookup", on("demo-notes,uni-id-users", stage("get")), 91601],
    ["an aggregate", on("demo-notes", stage("aggregate"), stage("end")), 91601],
    ["foreignKey", on("demo-notes", stage("foreignKey", "x"), stage("get")), 91601],
    ["getTree", on("demo-notes", stage("get", { getTree: true })), 91600],
    ["an action", { action: "hack", ...on("demo-notes", stage("get")) }, 91601],
    ["a table", on("users", stage("get")), 91602],
    ["sessions", on("sessions", stage("get")), 91602],
    ["the prototype", on("__proto__", stage("get")), 91602],
    ["a JQL string", on("demo-notes", stage("where", "user_id == $cloudEnv_uid"), stage("get")), 91603],
    [
      "a regexp",
      on("demo-notes", stage("where", { title: { $regexp: { source: ".*", flags: "" } } }), stage("get")),
      91603,
    ],
    [
      "a RegExp",
      on(
        "demo-notes",
        stage("where", { title: { $newDb: [stage("RegExp", { regex: "." })] } }),
        stage("get"),
      ),
      91603,
    ],
    ["geo", on("demo-notes", stage("where", { title: cmd(["geoNear", {}]) }), stage("get")), 91603],
    ["expr", on("demo-notes", stage("where", cmd(["expr", {}])), stage("get")), 91603],
    ["a $ key", on("demo-notes", stage("where", { $where: "1" }), stage("get")), 91603],
    ["a nested path", on("demo-notes", stage("where", { "title.x": 1 }), stage("get")), 91604],
    ["a field alias", on("demo-notes", stage("field", "title as password"), stage("get")), 91603],
    ["no terminal", on("demo-notes", stage("where", {})), 91600],
    ["no command", {}, 91600],
    ["a set", on("demo-notes", stage("doc", "x"), stage("set", {})), 91601],
    ["getTemp alone", on("demo-notes", stage("getTemp")), 91601],
    ["a NUL", on("demo-notes", stage("where", { title: "a\u0000" }), stage("get")), 91607],
    ["a float time", on("demo-notes", stage("where", { _add_time: 1.5 }), stage("get")), 91607],
    ["a huge limit", on("demo-notes", stage("limit", 100000), stage("get")), 91600],
  ];
  it.each(cases)("refuses %s", async (_name, body, code) => {
    const answer = await run(a, body);
    expect(answer.code).toBe(code);
    expect(answer.message).toEqual(expect.any(String));
  });

  it("refuses a deep or huge command as too large", async () => {
    let deep: unknown = { title: "x" };
    for (let i = 0; i < 200; i++) deep = cmd(["and", deep]);
    expect(await run(a, on("demo-notes", stage("where", deep), stage("get")))).toMatchObject({ code: 91606 });
    const huge = on(
      "demo-notes",
      stage("where", { title: cmd(["in", Array.from({ length: 5000 }, (_, i) => `t${i}`)]) }),
      stage("get"),
    );
    expect(await run(a, huge)).toMatchObject({ code: 91606 });
  });
});

describe("clientDB multiSend", () => {
  it("runs each getTemp command with the same rules", async () => {
    const answer = await run(stranger, {
      multiCommand: [on("demo-notes", stage("getTemp")), on("demo-notes", stage("count"))],
    });
    expect(answer).toMatchObject({
      code: 0,
      dataList: [
        { code: 0, data: [{ title: "a2 public" }] },
        { code: 0, total: 1 },
      ],
    });
    expect(await run(stranger, { multiCommand: [on("uni-id-users", stage("getTemp"))] })).toMatchObject({
      code: 91605,
    });
    expect(await run(a, { multiCommand: [on("demo-notes", stage("add", { title: "x" }))] })).toMatchObject({
      code: 91600,
    });
  });
});

describe("DCloud-clientDB cloud function", () => {
  const invoke = (data: Record<string, unknown>, token?: string) =>
    findCloudFunction("DCloud-clientDB")!(
      h.app,
      { data, token, client: defaultClientInfo({ ip: "203.0.113.7" }), requestId: "r1" },
      undefined,
    );

  it("runs as the token's user, a stranger without one, and answers a bad token with its error", async () => {
    const mine = await invoke({ ...on("uni-id-users", stage("get")), uniIdToken: userB.token });
    expect(mine).toMatchObject({
      status: 200,
      result: { code: 0, data: [{ _id: userB.uid, nickname: "Bob" }] },
    });
    const header = await invoke(on("demo-notes", stage("count")), userA.token);
    expect(header.result).toMatchObject({ code: 0, total: 2 });
    expect((await invoke(on("demo-notes", stage("count")))).result).toMatchObject({ code: 0, total: 1 });
    const forged = await invoke(on("demo-notes", stage("count")), `${userA.token}x`);
    expect(forged.result.code).toBe(30204);
    const roles = await h.createUser({ roles: ["admin"] });
    expect((await invoke(on("demo-notes", stage("count")), roles.token)).result).toMatchObject({
      code: 0,
      total: 3,
    });
  });
});
