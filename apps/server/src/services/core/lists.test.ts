import { type ListInput, listInputSchema, RosterError } from "@roster/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../test/harness.js";
import { type ListSpec, listPage } from "./lists.js";

let h: Harness;
const ids: Record<string, string> = {};

/** Five users: nickname, gender, mobile (nullable), register_date. */
const PEOPLE = [
  { name: "Ann", gender: 1, mobile: "13800000001", date: 100 },
  { name: "bob", gender: 1, mobile: null, date: 200 },
  { name: "Carla", gender: 2, mobile: "13900000003", date: 300 },
  { name: "100%_off", gender: 0, mobile: "13700000004", date: 400 },
  { name: "Dana_x", gender: 2, mobile: null, date: 500 },
];

const SPEC: ListSpec = {
  fields: {
    nickname: { ref: "users.nickname", type: "text" },
    gender: { ref: "users.gender", type: "integer" },
    mobile: { ref: "users.mobile", type: "text", nullable: true },
    register_date: { ref: "users.register_date", type: "bigint" },
    allow_login_background: { ref: "users.allow_login_background", type: "flag" },
    _id: { ref: "users.id", type: "text", sortable: false },
  },
  defaultSort: [{ name: "register_date", type: "asc" }],
  tieBreaker: "users.id",
};

beforeAll(async () => {
  h = await createHarness();
  for (const p of PEOPLE) {
    const user = await h.createUser({
      nickname: p.name,
      gender: p.gender,
      mobile: p.mobile,
      register_date: p.date,
      allow_login_background: p.name === "Carla" ? 1 : 0,
    });
    ids[p.name] = user.uid;
  }
});
afterAll(() => h.close());

async function names(request: Record<string, unknown>): Promise<string[]> {
  const input: ListInput = listInputSchema.parse({ pageSize: 50, ...request });
  const query = h.app.services.db.selectFrom("users").selectAll().where("id", "in", Object.values(ids));
  const page = await listPage(query, input, SPEC);
  return page.rows.map((r) => r.nickname);
}

const filter = (key: string, mode: string | undefined, value: unknown) =>
  names({ formData: { [key]: value }, columns: [{ key, ...(mode ? { mode } : {}) }] });

describe("the list helper (services/lists.ts)", () => {
  it.each([
    ["nickname", "=", "bob", ["bob"]],
    ["nickname", undefined, "Ann", ["Ann"]],
    ["gender", "=", 2, ["Carla", "Dana_x"]],
    ["gender", "=", "2", ["Carla", "Dana_x"]],
    ["nickname", "%%", "AR", ["Carla"]],
    ["nickname", "%%", "%_", ["100%_off"]],
    ["nickname", "%%", "_", ["100%_off", "Dana_x"]],
    ["nickname", "%*", "c", ["Carla"]],
    ["nickname", "*%", "_X", ["Dana_x"]],
    ["nickname", "*%", "a", ["Carla"]],
    ["gender", ">", 1, ["Carla", "Dana_x"]],
    ["gender", ">=", 1, ["Ann", "bob", "Carla", "Dana_x"]],
    ["gender", "<", 1, ["100%_off"]],
    ["gender", "<=", 1, ["Ann", "bob", "100%_off"]],
    ["gender", "!=", 1, ["Carla", "100%_off", "Dana_x"]],
    ["mobile", "!=", "13800000001", ["bob", "Carla", "100%_off", "Dana_x"]],
    ["nickname", "in", ["Ann", "bob", "nobody"], ["Ann", "bob"]],
    ["mobile", "nin", ["13800000001", "13900000003"], ["bob", "100%_off", "Dana_x"]],
    ["register_date", "[]", [200, 400], ["bob", "Carla", "100%_off"]],
    ["register_date", "[)", [200, 400], ["bob", "Carla"]],
    ["register_date", "(]", [200, 400], ["Carla", "100%_off"]],
    ["register_date", "()", [200, 400], ["Carla"]],
    ["register_date", "[]", [null, 200], ["Ann", "bob"]],
    ["register_date", "()", [300, ""], ["100%_off", "Dana_x"]],
    ["register_date", undefined, [400, 500], ["100%_off", "Dana_x"]],
    ["allow_login_background", "=", true, ["Carla"]],
    ["allow_login_background", "in", [0], ["Ann", "bob", "100%_off", "Dana_x"]],
    ["nickname", "=", "", ["Ann", "bob", "Carla", "100%_off", "Dana_x"]],
    ["nickname", "in", [], ["Ann", "bob", "Carla", "100%_off", "Dana_x"]],
    ["nickname", "custom", "Ann", ["Ann", "bob", "Carla", "100%_off", "Dana_x"]],
    ["nickname", "address", "Ann", ["Ann", "bob", "Carla", "100%_off", "Dana_x"]],
  ])("%s %s %j", async (key, mode, value, expected) => {
    expect(await filter(key, mode, value)).toEqual(expected);
  });

  it("reads the value under the column's key and filters the field it names", async () => {
    expect(
      await names({ formData: { who: "bob" }, columns: [{ key: "who", fieldName: "nickname", mode: "=" }] }),
    ).toEqual(["bob"]);
  });

  it("ignores formData keys without a column", async () => {
    expect(await names({ formData: { nickname: "bob" } })).toHaveLength(5);
  });

  it("combines filters with and", async () => {
    expect(
      await names({
        formData: { gender: 2, nickname: "dan" },
        columns: [{ key: "gender" }, { key: "nickname", mode: "%%" }],
      }),
    ).toEqual(["Dana_x"]);
  });

  it.each([
    [{ formData: { password_hash: "x" }, columns: [{ key: "password_hash" }] }, "listFieldNotAllowed"],
    [
      { formData: { x: "1" }, columns: [{ key: "x", fieldName: "users.id; drop table users" }] },
      "listFieldNotAllowed",
    ],
    [{ sortRule: [{ name: "username", type: "asc" }] }, "listFieldNotAllowed"],
    [{ sortRule: [{ name: "_id", type: "asc" }] }, "listFieldNotAllowed"],
    [{ formData: { gender: "two" }, columns: [{ key: "gender" }] }, "listFilterInvalid"],
    [{ formData: { gender: 1 }, columns: [{ key: "gender", mode: "%%" }] }, "listFilterInvalid"],
    [{ formData: { gender: [1, 2, 3] }, columns: [{ key: "gender", mode: "[]" }] }, "listFilterInvalid"],
    [{ formData: { nickname: { $ne: 1 } }, columns: [{ key: "nickname" }] }, "listFilterInvalid"],
    [
      { formData: { allow_login_background: "yes" }, columns: [{ key: "allow_login_background" }] },
      "listFilterInvalid",
    ],
  ])("refuses %j with -1 (%s)", async (request, errorName) => {
    const error = await names(request).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RosterError);
    expect((error as RosterError).errorName).toBe(errorName);
    expect((error as RosterError).code).toBe(-1);
  });

  it("sorts by the allowed fields, nulls last in both directions, with a stable tie-break", async () => {
    // (Text order depends on the database's collation; numbers do not.)
    expect(await names({ sortRule: [{ name: "register_date", type: "desc" }] })).toEqual(
      PEOPLE.map((p) => p.name).reverse(),
    );
    const asc = await names({ sortRule: [{ name: "mobile", type: "asc" }] });
    expect(asc.slice(0, 3)).toEqual(["100%_off", "Ann", "Carla"]);
    expect(asc.slice(3).sort()).toEqual(["Dana_x", "bob"]);
    const desc = await names({ sortRule: [{ name: "mobile", type: "desc" }] });
    expect(desc.slice(0, 3)).toEqual(["Carla", "Ann", "100%_off"]);
    expect(
      await names({
        sortRule: [
          { name: "gender", type: "desc" },
          { name: "register_date", type: "desc" },
        ],
      }),
    ).toEqual(["Dana_x", "Carla", "bob", "Ann", "100%_off"]);
  });

  it("pages exactly: pageSize + 1 rows decide hasMore, total is the real count", async () => {
    const query = h.app.services.db.selectFrom("users").selectAll().where("id", "in", Object.values(ids));
    const pages = [];
    for (let pageIndex = 1; pageIndex <= 3; pageIndex++) {
      pages.push(await listPage(query, listInputSchema.parse({ pageIndex, pageSize: 2 }), SPEC));
    }
    expect(pages.map((p) => [p.rows.length, p.hasMore, p.total])).toEqual([
      [2, true, 5],
      [2, true, 5],
      [1, false, 5],
    ]);
    expect(pages.flatMap((p) => p.rows.map((r) => r.nickname))).toEqual(PEOPLE.map((p) => p.name));
    const exact = await listPage(query, listInputSchema.parse({ pageSize: 5 }), SPEC);
    expect([exact.rows.length, exact.hasMore, exact.total]).toEqual([5, false, 5]);
    expect(exact.pagination).toEqual({ pageIndex: 1, pageSize: 5 });
  });

  it("defaults to 20 rows a page and caps the page size", () => {
    expect(listInputSchema.parse({})).toMatchObject({ pageIndex: 1, pageSize: 20 });
    expect(listInputSchema.safeParse({ pageSize: 501 }).success).toBe(false);
    expect(listInputSchema.safeParse({ pageIndex: 0 }).success).toBe(false);
    expect(listInputSchema.safeParse({ columns: [{ key: "a", mode: "regex" }] }).success).toBe(false);
  });
});
