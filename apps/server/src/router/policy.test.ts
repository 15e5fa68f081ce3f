import { ok, RosterError, type RoutePolicy } from "@roster/contract";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { buildHttpServer } from "../http/server.js";
import { ROUTES as APP_ROUTES } from "../routes/index.js";
import { createHarness, type Harness } from "../test/harness.js";
import { testContract } from "../test/routes.js";
import type { RouteTable } from "./dispatch.js";
import { type HandlerContext, handle } from "./types.js";

// Each flag of a contract decides its rule on its own: these routes sit on paths that the old path
// patterns would have judged the other way.

const seen = (ctx: HandlerContext) => ({
  hasAuth: "auth" in ctx,
  viewer: "viewer" in ctx ? (ctx.viewer?.uid ?? null) : "absent",
});
const echo = (path: string, flags: Partial<RoutePolicy> = {}) =>
  handle(testContract(path, flags), async (input, ctx) => ({ input, ...seen(ctx) }));
const answering = (path: string, output: z.ZodType, answer: unknown, flags: Partial<RoutePolicy> = {}) =>
  handle(testContract(path, flags, output), async () => answer as never);
const throwing = (path: string, error: RosterError, flags: Partial<RoutePolicy> = {}) =>
  handle(testContract(path, flags), async () => {
    throw error;
  });

const ROUTES: RouteTable = {
  ...APP_ROUTES,
  "user/kh/updateNothing": echo("user/kh/updateNothing"),
  "test/kh/refreshes": echo("test/kh/refreshes", { refreshesUser: true }),
  "test/kh/deletesCaller": handle(
    testContract("test/kh/deletesCaller", { refreshesUser: true }),
    async (_input, ctx) => {
      if (!("auth" in ctx)) throw new Error("kh route without auth");
      await ctx.services.db.deleteFrom("users").where("id", "=", ctx.auth.uid).execute();
      return {};
    },
  ),
  "admin/system/thing/sys/add": echo("admin/system/thing/sys/add", { permission: "granted" }),
  "test/kh/audited": echo("test/kh/audited", { audit: { title: "roleAdd" } }),
  "test/pub/sealed": echo("test/pub/sealed", { encrypted: true }),
  "admin/test/sys/drops": echo("admin/test/sys/drops", { permission: "granted", backOffice: true }),
  "test/sys/target": echo("test/sys/target", { permission: "granted", acceptsUid: true }),
  "test/sys/adminOnly": echo("test/sys/adminOnly", { permission: "admin" }),
  "test/pub/see": echo("test/pub/see"),
  "test/kh/see": echo("test/kh/see"),
  "test/pub/extra": answering("test/pub/extra", ok({ a: z.number() }), { a: 1, leaked: "x" }),
  "test/pub/wrong": answering("test/pub/wrong", ok({ a: z.number() }), { a: "one" }),
  "test/pub/missing": answering("test/pub/missing", ok({ a: z.number() }), {}),
  "test/pub/declared": throwing("test/pub/declared", new RosterError("roleExists"), {
    errors: ["roleExists"],
  }),
  "test/pub/undeclared": throwing("test/pub/undeclared", new RosterError("roleExists")),
  "test/kh/everyCall": echo("test/kh/everyCall", { rate: "pub" }),
  "test/pub/sessionLimited": echo("test/pub/sessionLimited", { rate: "kh" }),
  "test/kh/costly": echo("test/kh/costly", { budget: "ocr" }),
  "test/kh/free": echo("test/kh/free"),
  "test/pub/costly": echo("test/pub/costly", { budget: "ocr" }),
};

let h: Harness;
beforeAll(async () => {
  h = await createHarness({}, { routes: ROUTES });
});
afterAll(() => h.close());

describe("contract flags decide the policy", () => {
  it("refreshesUser, not the path, adds a fresh userInfo", async () => {
    const user = await h.createUser();
    expect(await h.call("test/kh/refreshes", {}, { as: user })).toMatchObject({
      userInfo: { _id: user.uid },
      needUpdateUserInfo: true,
    });
    // An account deleted while its call ran has no fresh userInfo to give: 30202, not a 500.
    const doomed = await h.createUser();
    expect(await h.callRaw("test/kh/deletesCaller", {}, { as: doomed })).toMatchObject({
      status: 200,
      body: { code: 30202 },
    });
    const plain = await h.call("user/kh/updateNothing", {}, { as: user });
    expect(plain).not.toHaveProperty("userInfo");
    expect(plain).not.toHaveProperty("needUpdateUserInfo");
  });

  it("audit, not the path, writes the admin log under the contract's title key", async () => {
    const admin = await h.createUser({ roles: ["admin"] });
    await h.call("admin/system/thing/sys/add", {}, { as: admin });
    await h.call("test/kh/audited", { note: "n", password: "p" }, { as: admin });
    const rows = await h.app.services.db.selectFrom("admin_log").selectAll().execute();
    expect(rows.map((r) => [r.url, r.title, JSON.parse(r.request)])).toEqual([
      ["test/kh/audited", "roleAdd", { note: "n" }],
    ]);
  });

  it("encrypted, not the path, refuses plain calls", async () => {
    expect((await h.call("test/pub/sealed", {})).code).toBe(413);
    expect((await h.call("test/pub/see", {})).code).toBe(0);
  });

  it("backOffice and acceptsUid follow their flags", async () => {
    await h.app.services.db
      .insertInto("permissions")
      .values({
        permission_id: "all-sys",
        permission_name: "all",
        comment: "",
        url: JSON.stringify(["*"]),
        match_mode: 1,
        level: 0,
        curd_category: 0,
        parent_id: null,
        sort: 0,
        enable: 1,
        created_at: h.clock.now(),
      })
      .execute();
    await h.app.services.db
      .insertInto("roles")
      .values({ role_id: "all", role_name: "all", comment: "", enable: 1, created_at: 0 })
      .execute();
    await h.app.services.db
      .insertInto("role_permissions")
      .values({ role_id: "all", permission_id: "all-sys" })
      .execute();
    const clerk = await h.createUser({ roles: ["all"] });
    expect((await h.call("admin/test/sys/drops", {}, { as: clerk })).msg).toMatch(/back office/);
    expect(await h.call("test/sys/target", { uid: "someone" }, { as: clerk })).toMatchObject({
      input: { uid: "someone" },
    });
    expect((await h.call("test/sys/adminOnly", {}, { as: clerk })).code).toBe(403);
    const admin = await h.createUser({ roles: ["admin"] });
    const dropped = await h.call("admin/test/sys/drops", { uid: "someone" }, { as: admin });
    expect(dropped.input).toEqual({});
    expect((await h.call("test/sys/adminOnly", {}, { as: admin })).code).toBe(0);
  });

  it("gives pub handlers a viewer and no auth, kh handlers an auth and no viewer", async () => {
    const user = await h.createUser();
    expect(await h.call("test/pub/see", {})).toMatchObject({ hasAuth: false, viewer: null });
    expect(await h.call("test/pub/see", {}, { as: user })).toMatchObject({
      hasAuth: false,
      viewer: user.uid,
    });
    expect(await h.call("test/kh/see", {}, { as: user })).toMatchObject({ hasAuth: true, viewer: "absent" });
  });
});

describe("answers are checked against the contract", () => {
  it("fails a field the contract does not promise, a wrong type and a missing field with a logged 500", async () => {
    const logged = vi.spyOn(h.app.services.logger, "error");
    for (const [path, problem] of [
      ["test/pub/extra", 'unexpected field "leaked"'],
      ["test/pub/wrong", 'field "a"'],
      ["test/pub/missing", 'field "a"'],
    ] as const) {
      expect(await h.callRaw(path, {})).toMatchObject({ status: 500, body: { code: 500 } });
      expect(logged).toHaveBeenLastCalledWith(
        expect.objectContaining({ path, problem: expect.stringContaining(problem) }),
        "answer does not match the contract",
      );
    }
    logged.mockRestore();
  });

  it("refuses an error the contract does not declare", async () => {
    expect((await h.call("test/pub/declared", {})).code).toBe(90101);
    expect((await h.call("test/pub/undeclared", {})).code).toBe(500);
  });

  it("in production only drops unknown fields and checks that promised ones are there", async () => {
    const prod = await createHarness({ OUTPUT_CHECK: "shape" }, { routes: ROUTES });
    expect(await prod.call("test/pub/extra", {})).toEqual({ code: 0, msg: "", a: 1 });
    expect((await prod.call("test/pub/wrong", {})).a).toBe("one");
    expect((await prod.call("test/pub/missing", {})).code).toBe(500);
    expect((await prod.call("test/pub/undeclared", {})).code).toBe(90101);
    await prod.close();
  });
});

describe("the rate bucket", () => {
  it("counts calls in the contract's bucket, whatever the route's class", async () => {
    const limited = await createHarness(
      { RATE_LIMIT_PER_MINUTE: "2", WEB_DIST: "/nonexistent" },
      { routes: ROUTES },
    );
    const http = await buildHttpServer(limited.app);
    const user = await limited.createUser();
    const status = async (path: string, ip: string) =>
      (
        await http.inject({
          method: "POST",
          url: `/router/${path}`,
          remoteAddress: ip,
          headers: { "uni-id-token": user.token },
          payload: {},
        })
      ).statusCode;
    // A signed-in kh route in the pub bucket: every call counts.
    const kh: number[] = [];
    for (let i = 0; i < 3; i++) kh.push(await status("test/kh/everyCall", "10.9.9.1"));
    expect(kh).toEqual([200, 200, 429]);
    // A pub route in the kh bucket: signed-in calls do not count.
    const pub: number[] = [];
    for (let i = 0; i < 3; i++) pub.push(await status("test/pub/sessionLimited", "10.9.9.2"));
    expect(pub).toEqual([200, 200, 200]);
    await http.close();
    await limited.close();
  });
});

describe("the budget", () => {
  it("spends the contract's budget per account, then per IP, whatever the route's path", async () => {
    const env = {
      BUDGET_OCR_PER_ACCOUNT: "3/minute",
      BUDGET_OCR_PER_IP: "5/minute",
      WEB_DIST: "/nonexistent",
    };
    const budgeted = await createHarness(env, { routes: ROUTES });
    const alice = await budgeted.createUser();
    const bob = await budgeted.createUser();
    const codes = async (path: string, as: typeof alice | undefined, ip: string, times: number) => {
      const seen: number[] = [];
      for (let i = 0; i < times; i++)
        seen.push((await budgeted.call(path, {}, { ...(as ? { as } : {}), client: { ip } })).code);
      return seen;
    };
    expect(await codes("test/kh/costly", alice, "10.8.0.1", 4)).toEqual([0, 0, 0, 92100]);
    // The route beside it, without a budget in its contract, spends nothing.
    expect(await codes("test/kh/free", alice, "10.8.0.1", 6)).toEqual([0, 0, 0, 0, 0, 0]);
    // Alice's refused call did not count for the address: Bob has 2 of its 5 left.
    expect(await codes("test/kh/costly", bob, "10.8.0.1", 3)).toEqual([0, 0, 92100]);
    // A caller without a token spends the address's budget only.
    expect(await codes("test/pub/costly", undefined, "10.8.0.2", 6)).toEqual([0, 0, 0, 0, 0, 92100]);

    const refused = await budgeted.callRaw("test/kh/costly", {}, { as: alice, client: { ip: "10.8.0.3" } });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 92100, budget: "ocr", retryAfter: expect.any(Number) });
    expect(refused.body.msg).toMatch(/^You are doing this too often: try again in \d+ s$/);
    const http = await buildHttpServer(budgeted.app);
    const res = await http.inject({
      method: "POST",
      url: "/router/test/kh/costly",
      remoteAddress: "10.8.0.4",
      headers: { "uni-id-token": alice.token },
      payload: {},
    });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers["retry-after"])).toBe(res.json().retryAfter);
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    await http.close();
    await budgeted.close();
  });
});
