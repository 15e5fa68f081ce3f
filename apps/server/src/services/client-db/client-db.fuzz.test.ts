import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findCloudFunction } from "../../http/gateway/cloud-functions.js";
import { defaultClientInfo } from "../../lib/client-info.js";
import { FUZZ_SEED } from "../../test/fuzz/run.js";
import { createHarness, type Harness, type TestUser } from "../../test/harness.js";
import { type ClientDbCaller, runClientDb } from "./client-db.js";

/**
 * Hostile clientDB commands: collections and fields named after tables and secrets, where/orderBy/field on
 * password hashes and tokens, odd names (quotes, dots, unicode, prototype keys), `$` operators, deep and
 * huge values, as a stranger, two users and an admin. No call may throw (a 500), answer a code outside
 * 0 and 91600-91699, or carry a secret; the accounts are unchanged afterwards.
 */
const RUNS = Number(process.env.FUZZ_CLIENTDB_RUNS ?? 1500);

let h: Harness;
let users: TestUser[];
let callers: ClientDbCaller[];
let secrets: string[];

beforeAll(async () => {
  h = await createHarness();
  const alice = await h.createUser({
    nickname: "Alice",
    mobile: "13800138011",
    email: "alice-secret@example.com",
  });
  const bob = await h.createUser({ nickname: "Bob", mobile: "13800138012", email: "bob-secret@example.com" });
  const admin = await h.createUser({
    roles: ["admin"],
    nickname: "Admin",
    mobile: "13800138013",
    email: "admin-secret@example.com",
  });
  users = [alice, bob, admin];
  callers = [
    { uid: null, roles: [] },
    { uid: alice.uid, roles: [] },
    { uid: bob.uid, roles: [] },
    { uid: admin.uid, roles: ["admin"] },
  ];
  const rows = await h.app.services.db.selectFrom("users").selectAll().execute();
  secrets = [
    ...rows.flatMap((r) => [r.password_hash, r.mobile, r.email, r.username]).filter((v): v is string => !!v),
    ...users.map((u) => u.token),
    ...users.map((u) => u.password),
    "argon2",
  ];
  await runClientDb(h.app.services, callers[1]!, {
    command: {
      $db: [
        { $method: "collection", $param: ["demo-notes"] },
        { $method: "add", $param: [{ title: "seed" }] },
      ],
    },
  });
});
afterAll(() => h.close());

const SECRET_FIELDS = [
  "password_hash",
  "password",
  "token",
  "mobile",
  "email",
  "username",
  "session_epoch",
  "code_hash",
  "id",
  "revoked_at",
  "register_ip",
  "session_key",
  "sealed",
  "openid",
];
const FIELDS = [
  ...SECRET_FIELDS,
  "_id",
  "nickname",
  "avatar",
  "title",
  "body",
  "public",
  "user_id",
  "_add_time",
  "add_time",
  "__proto__",
  "constructor",
  "$where",
  "title.length",
  "title as t",
  "title,password_hash",
  " nickname",
  "ni\u0000ck",
  "昵称",
  '"password_hash"',
  "`token`",
];
const COLLECTIONS = [
  "demo-notes",
  "uni-id-users",
  "users",
  "sessions",
  "verify_codes",
  "demo_notes",
  "user_identities",
  "social_session_keys",
  "identity_documents",
  'uni-id-users"',
  "uni-id-users'; drop table users; --",
  "demo-notes.users",
  "uni-id-users,sessions",
  "用户",
  "__proto__",
  "constructor",
  "toString",
  "",
  "DEMO-NOTES",
];
const METHODS = [
  "where",
  "field",
  "orderBy",
  "skip",
  "limit",
  "doc",
  "lookup",
  "foreignKey",
  "aggregate",
  "groupBy",
  "groupField",
  "distinct",
  "getTree",
  "action",
  "geoNear",
  "set",
  "end",
  "getTemp",
  "command",
  "collection",
  "__proto__",
];
const OPERATORS = [
  "eq",
  "neq",
  "gt",
  "gte",
  "lt",
  "lte",
  "in",
  "nin",
  "exists",
  "and",
  "or",
  "nor",
  "not",
  "expr",
  "regex",
  "geoNear",
  "geoWithin",
  "elemMatch",
  "size",
  "all",
  "inc",
  "set",
  "remove",
  "push",
  "mod",
  "toString",
  "__proto__",
];

const OPEN_FIELDS = ["_id", "nickname", "avatar", "title", "body", "public", "user_id", "_add_time"];
const fieldName = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...OPEN_FIELDS) },
  { weight: 3, arbitrary: fc.constantFrom(...FIELDS) },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 6 }) },
);
const scalar = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.constantFrom("13800138011", "alice-secret@example.com", "%", "' or 1=1 --", "\u0000", "\ud800"),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.record({
    $date: fc.oneof(
      fc.string(),
      fc.integer(),
      fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
    ),
  }),
  fc.record({ $env: fc.constantFrom("uid", "now", "clientIP", "__proto__") }),
  fc.record({
    $regexp: fc.record({ source: fc.constantFrom(".*", "(a+)+$", "^1380"), flags: fc.constantFrom("", "i") }),
  }),
  fc.record({ $newDb: fc.constant([{ $method: "RegExp", $param: [{ regex: ".*" }] }]) }),
);
const { value, where } = fc.letrec((tie) => ({
  command: fc
    .array(
      fc.record({ $method: fc.constantFrom(...OPERATORS), $param: fc.array(tie("value"), { maxLength: 3 }) }),
      { minLength: 1, maxLength: 3 },
    )
    .map((stages) => ({ $db: [{ $method: "command" }, ...stages] })),
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    scalar,
    tie("command"),
    fc.array(scalar, { maxLength: 4 }),
    tie("where"),
  ),
  where: fc.oneof(
    { depthSize: "small" },
    fc.dictionary(fieldName, tie("value"), { maxKeys: 4 }),
    tie("command"),
    fc.string({ maxLength: 30 }),
  ),
}));

const stageOf = (method: string, param: unknown[]) => ({ $method: method, $param: param });
const middle = fc.oneof(
  fc.tuple(fc.constant("where"), where).map(([m, w]) => stageOf(m, [w])),
  fc
    .tuple(
      fc.constant("field"),
      fc.oneof(fieldName, fc.dictionary(fieldName, fc.constantFrom(true, false, 1, 0, "x"))),
    )
    .map(([m, f]) => stageOf(m, [f])),
  fc
    .tuple(fieldName, fc.constantFrom("asc", "desc", "DESC", "; drop"))
    .map(([f, d]) => stageOf("orderBy", [f, d])),
  fc
    .tuple(fc.constantFrom("skip", "limit"), fc.oneof(fc.integer(), fc.double(), fc.string()))
    .map(([m, n]) => stageOf(m, [n])),
  fc
    .tuple(fc.constant("doc"), fc.oneof(fc.string({ maxLength: 30 }), fc.integer(), where))
    .map(([m, d]) => stageOf(m, [d])),
  fc
    .tuple(fc.constantFrom(...METHODS), fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 2 }))
    .map(([m, p]) => stageOf(m, p)),
);
const data = fc.dictionary(fieldName, value, { maxKeys: 5 });
const terminal = fc.oneof(
  fc.constantFrom(
    stageOf("get", []),
    stageOf("count", []),
    stageOf("remove", []),
    stageOf("get", [{ getCount: true }]),
    stageOf("get", [{ getOne: true }]),
  ),
  data.map((d) => stageOf("add", [d])),
  fc.array(data, { minLength: 1, maxLength: 3 }).map((ds) => stageOf("add", [ds])),
  data.map((d) => stageOf("update", [d])),
  fc
    .tuple(
      fc.constantFrom("get", "getTemp", "end", "update", "add"),
      fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 2 }),
    )
    .map(([m, p]) => stageOf(m, p)),
);
const command = fc
  .tuple(
    fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom("demo-notes", "uni-id-users") },
      { weight: 2, arbitrary: fc.constantFrom(...COLLECTIONS) },
      { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
    ),
    fc.array(middle, { maxLength: 4 }),
    terminal,
  )
  .map(([collection, stages, last]) => ({ $db: [stageOf("collection", [collection]), ...stages, last] }));
/** Well-formed reads with hostile names: they reach the SQL when the names are open, and must refuse otherwise. */
const wellFormed = fc
  .tuple(
    fc.constantFrom("demo-notes", "uni-id-users"),
    fc.option(fc.dictionary(fieldName, scalar, { maxKeys: 2 }), { nil: undefined }),
    fc.option(
      fc.array(fieldName, { minLength: 1, maxLength: 3 }).map((f) => f.join(",")),
      { nil: undefined },
    ),
    fc.option(fc.tuple(fieldName, fc.constantFrom("asc", "desc")), { nil: undefined }),
    fc.constantFrom(stageOf("get", []), stageOf("count", []), stageOf("get", [{ getCount: true }])),
  )
  .map(([collection, filter, fields, order, last]) => ({
    $db: [
      stageOf("collection", [collection]),
      ...(filter ? [stageOf("where", [filter])] : []),
      ...(fields && last.$method === "get" ? [stageOf("field", [fields])] : []),
      ...(order && last.$method === "get" ? [stageOf("orderBy", order)] : []),
      last,
    ],
  }));
const body = fc.oneof(
  { weight: 4, arbitrary: wellFormed.map((c) => ({ command: c })) },
  { weight: 8, arbitrary: command.map((c) => ({ command: c })) },
  {
    weight: 1,
    arbitrary: fc
      .array(command, { minLength: 1, maxLength: 3 })
      .map((cs) => ({ multiCommand: cs.map((c) => ({ command: c })) })),
  },
  { weight: 1, arbitrary: fc.anything({ maxDepth: 4, withObjectString: true }) },
);

describe("clientDB under hostile commands", () => {
  it(`never throws, answers only its codes and never a secret (seed ${FUZZ_SEED})`, async () => {
    const samples = fc.sample(fc.tuple(fc.nat(callers.length - 1), body), { seed: FUZZ_SEED, numRuns: RUNS });
    const codes: Record<string, number> = {};
    for (const [who, input] of samples) {
      const json = JSON.parse(JSON.stringify(input ?? null));
      const answer = await runClientDb(h.app.services, callers[who]!, json).catch((error: unknown) => {
        throw new Error(
          `threw on ${JSON.stringify(json).slice(0, 500)} (seed ${FUZZ_SEED}): ${String(error)}`,
        );
      });
      const code = answer.code as number;
      codes[code] = (codes[code] ?? 0) + 1;
      expect(code === 0 || (code >= 91600 && code <= 91699), JSON.stringify(json).slice(0, 300)).toBe(true);
      const text = JSON.stringify(answer);
      for (const secret of secrets)
        expect(text.includes(secret), `secret in ${text.slice(0, 300)}`).toBe(false);
      const rows = Array.isArray(answer.data) ? answer.data : answer.data ? [answer.data] : [];
      for (const row of rows as Record<string, unknown>[]) {
        for (const key of Object.keys(row))
          expect(["_id", "nickname", "avatar", "title", "body", "public", "user_id", "_add_time"]).toContain(
            key,
          );
      }
    }
    // The run must reach the database, not only the refusals.
    expect(codes[0] ?? 0, JSON.stringify(codes)).toBeGreaterThan(RUNS / 50);
    const after = await h.app.services.db.selectFrom("users").selectAll().execute();
    const kept = after.flatMap((r) => [r.password_hash, r.mobile, r.email, r.username]).filter(Boolean);
    for (const secret of kept) expect(secrets).toContain(secret);
    const owners = await h.app.services.db.selectFrom("demo_notes").select("user_id").distinct().execute();
    for (const { user_id } of owners) expect(users.map((u) => u.uid)).toContain(user_id);
  }, 120_000);

  it("keeps ownership exact under 50 parallel adds each from two users", async () => {
    const add = findCloudFunction("DCloud-clientDB")!;
    const count = async (uid: string) =>
      Number(
        (
          await h.app.services.db
            .selectFrom("demo_notes")
            .select((eb) => eb.fn.countAll().as("n"))
            .where("user_id", "=", uid)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const [alice, bob] = users as [TestUser, TestUser];
    const before = [await count(alice.uid), await count(bob.uid)];
    // Every tenth call also names the other user as the owner: refused, and nothing written for it.
    const forged = (i: number) => i % 10 === 0 || i % 10 === 5;
    const calls = Array.from({ length: 100 }, (_, i) => {
      const [user, other] = i % 2 === 0 ? [alice, bob] : [bob, alice];
      const doc = forged(i) ? { title: `p${i}`, user_id: other.uid } : { title: `p${i}` };
      const stages = [
        { $method: "collection", $param: ["demo-notes"] },
        { $method: "add", $param: [doc] },
      ];
      return add(
        h.app,
        {
          data: { command: { $db: stages } },
          token: user.token,
          client: defaultClientInfo(),
          requestId: `p${i}`,
        },
        undefined,
      );
    });
    const answers = await Promise.all(calls);
    answers.forEach((answer, i) => {
      expect(answer.status).toBe(200);
      expect(answer.result.code).toBe(forged(i) ? 91604 : 0);
    });
    const rows = await h.app.services.db
      .selectFrom("demo_notes")
      .select(["id", "user_id", "title"])
      .where("title", "like", "p%")
      .execute();
    expect(rows.map((r) => r.id).sort()).toEqual(
      answers
        .filter((a) => a.result.code === 0)
        .map((a) => a.result.id)
        .sort(),
    );
    for (const row of rows)
      expect(row.user_id).toBe(Number(row.title.slice(1)) % 2 === 0 ? alice.uid : bob.uid);
    expect(await count(alice.uid)).toBe(before[0]! + 40);
    expect(await count(bob.uid)).toBe(before[1]! + 40);
  }, 60_000);
});
