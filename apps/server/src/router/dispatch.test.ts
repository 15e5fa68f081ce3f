import type { RoutePolicy } from "@roster/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROUTES } from "../routes/index.js";
import { createHarness, type Harness } from "../test/harness.js";
import { testContract } from "../test/routes.js";
import type { RouteTable } from "./dispatch.js";
import { type HandlerContext, handle } from "./types.js";

/** The caller a handler sees: `auth` on kh and sys routes, `viewer` on pub routes. */
const callerOf = (ctx: HandlerContext) => ("auth" in ctx ? ctx.auth : ctx.viewer);

const echo = (path: string, flags: Partial<RoutePolicy> = {}) =>
  handle(testContract(path, flags), async (input, ctx) => ({ input, uid: callerOf(ctx)?.uid ?? null }));
const failing = (path: string, error: unknown) =>
  handle(testContract(path), async () => {
    throw error;
  });
const granted = { permission: "granted" } as const;

const TEST_ROUTES: RouteTable = {
  ...ROUTES,
  "test/pub/echo": echo("test/pub/echo"),
  "test/kh/echo": echo("test/kh/echo"),
  "test/sys/ping": echo("test/sys/ping", granted),
  "test/sys/other": echo("test/sys/other", granted),
  "admin/test/sys/ping": echo("admin/test/sys/ping", { ...granted, backOffice: true }),
  "test/pub/boom": failing("test/pub/boom", new Error("internal detail at /srv/secret.ts:42")),
  "test/pub/busy": failing(
    "test/pub/busy",
    Object.assign(new Error("database is locked"), { code: "SQLITE_BUSY" }),
  ),
  "test/pub/token": handle(testContract("test/pub/token"), async () => ({ token: "t0k", tokenExpired: 123 })),
};

let h: Harness;
beforeAll(async () => {
  h = await createHarness({}, { routes: TEST_ROUTES });
});
afterAll(() => h.close());

async function grant(
  roleId: string,
  permission: { url: string[]; match_mode: number; enable?: number },
  roleEnable = 1,
) {
  const db = h.app.services.db;
  const now = h.clock.now();
  const permissionId = `${roleId}-perm`;
  await db
    .insertInto("roles")
    .values({ role_id: roleId, role_name: roleId, comment: "", enable: roleEnable, created_at: now })
    .execute();
  await db
    .insertInto("permissions")
    .values({
      permission_id: permissionId,
      permission_name: permissionId,
      comment: "",
      url: JSON.stringify(permission.url),
      match_mode: permission.match_mode,
      level: 0,
      curd_category: 0,
      parent_id: null,
      sort: 0,
      enable: permission.enable ?? 1,
      created_at: now,
    })
    .execute();
  await db.insertInto("role_permissions").values({ role_id: roleId, permission_id: permissionId }).execute();
}

describe("classification", () => {
  it.each([
    ["user/pub/nope", 404],
    ["test/pub/_private", 403],
    ["test/_pub/echo", 403],
    ["test/pub/obj._method", 403],
    ["test/none/echo", 404],
    ["../../etc/passwd", 404],
    ["", 404],
    ["a".repeat(201), 404],
  ])("%s answers %i", async (path, code) => {
    expect((await h.call(path, {})).code).toBe(code);
  });

  it("refuses to define a route whose path has no class", () => {
    expect(() => testContract("test/none/echo")).toThrow(/no pub, kh or sys segment/);
  });

  it("accepts leading and trailing slashes", async () => {
    expect((await h.call("/test/pub/echo/", { a: 1 })).code).toBe(0);
  });
});

describe("authentication", () => {
  it("pub routes work without a token and ignore a bad one", async () => {
    expect(await h.call("test/pub/echo", { a: 1 })).toMatchObject({ code: 0, uid: null });
    expect(await h.call("test/pub/echo", {}, { as: "bad.token.here" })).toMatchObject({ code: 0, uid: null });
  });

  it("pub routes see the caller when the token is good", async () => {
    const user = await h.createUser();
    expect(await h.call("test/pub/echo", {}, { as: user })).toMatchObject({ code: 0, uid: user.uid });
  });

  it("kh routes need a token: missing or bad 30204", async () => {
    expect((await h.call("test/kh/echo", {})).code).toBe(30204);
    expect((await h.call("test/kh/echo", {}, { as: "a.b.c" })).code).toBe(30204);
  });

  it("replaces a client-sent uid and drops uni_id_token from the data", async () => {
    const user = await h.createUser();
    const body = await h.call(
      "test/kh/echo",
      { uid: "someone-else", uni_id_token: "x", keep: 1 },
      { as: user },
    );
    expect(body).toMatchObject({ code: 0, uid: user.uid, input: { keep: 1 } });
    expect(body.input).not.toHaveProperty("uid");
    expect(body.input).not.toHaveProperty("uni_id_token");
  });

  it("refuses a token signed with another secret", async () => {
    const other = await createHarness();
    const stranger = await other.createUser();
    await other.close();
    expect((await h.call("test/kh/echo", {}, { as: stranger })).code).toBe(30204);
  });
});

describe("authorization of sys routes", () => {
  it("lets admins through and stops users without a permission (403)", async () => {
    const admin = await h.createUser({ roles: ["admin"] });
    const user = await h.createUser();
    expect((await h.call("test/sys/ping", {}, { as: admin })).code).toBe(0);
    expect(await h.call("test/sys/ping", {}, { as: user })).toMatchObject({
      code: 403,
      msg: "Insufficient permission",
    });
  });

  it.each([
    ["exact", true, false, { url: ["test/sys/ping"], match_mode: 0 }],
    ["wildcard", true, true, { url: ["test/sys/*"], match_mode: 1 }],
    ["wildcard with a dot that must be literal", false, false, { url: ["test.sys/*"], match_mode: 1 }],
    ["regex", true, false, { url: ["^test/sys/(ping|x)$"], match_mode: 2 }],
    ["invalid regex", false, false, { url: ["(("], match_mode: 2 }],
    ["disabled permission", false, false, { url: ["test/sys/ping"], match_mode: 0, enable: 0 }],
  ])("%s: grants ping=%s, other=%s", async (name, ping, other, permission) => {
    const role = `role_${name.replace(/\W/g, "_")}`;
    await grant(role, permission);
    const user = await h.createUser({ roles: [role] });
    expect((await h.call("test/sys/ping", {}, { as: user })).code).toBe(ping ? 0 : 403);
    expect((await h.call("test/sys/other", {}, { as: user })).code).toBe(other ? 0 : 403);
  });

  it("a disabled role grants nothing", async () => {
    await grant("disabled_role", { url: ["test/sys/ping"], match_mode: 0 }, 0);
    const user = await h.createUser({ roles: ["disabled_role"] });
    expect((await h.call("test/sys/ping", {}, { as: user })).code).toBe(403);
  });

  it("backOffice routes also need back-office access", async () => {
    await grant("backoffice", { url: ["admin/*"], match_mode: 1 });
    const without = await h.createUser({ roles: ["backoffice"] });
    const withAccess = await h.createUser({ roles: ["backoffice"], allow_login_background: 1 });
    expect(await h.call("admin/test/sys/ping", {}, { as: without })).toMatchObject({
      code: 403,
      msg: "You are not allowed to use the back office",
    });
    expect((await h.call("admin/test/sys/ping", {}, { as: withAccess })).code).toBe(0);
  });
});

describe("envelope and failures", () => {
  it("sends no stack or detail for an unexpected error: 500 with a request id", async () => {
    const { status, body } = await h.callRaw("test/pub/boom", {});
    expect(status).toBe(500);
    expect(body).toEqual({ code: 500, msg: "Internal server error", requestId: expect.any(String) });
    expect(JSON.stringify(body)).not.toContain("secret");
  });

  it("answers 90001 for a transient database fault, so clients may retry", async () => {
    expect(await h.callRaw("test/pub/busy", {})).toMatchObject({ status: 200, body: { code: 90001 } });
  });

  it("refuses a payload that is not an object", async () => {
    expect((await h.call("test/pub/echo", [1, 2])).code).toBe(400);
    expect((await h.call("test/pub/echo", "text")).code).toBe(400);
    expect((await h.call("test/pub/echo", null)).code).toBe(0);
  });

  it("moves token and tokenExpired into vk_uni_token", async () => {
    const body = await h.call("test/pub/token", {});
    expect(body.vk_uni_token).toEqual({ token: "t0k", tokenExpired: 123 });
    expect(body).not.toHaveProperty("token");
  });

  it("localizes messages by the client's locale", async () => {
    expect((await h.call("user/pub/nope", {}, { client: { locale: "zh-Hant" } })).msg).toBe(
      "未找到【user/pub/nope】",
    );
    expect((await h.call("test/kh/echo", {}, { client: { locale: "zh-Hans" } })).msg).toBe("token校验未通过");
  });
});
