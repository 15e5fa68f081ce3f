import {
  adminUserBindRole,
  adminUserUpdate,
  getMyUserInfo,
  logout,
  updatePwd,
} from "@roster/contract/routes";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_TRIGGERS } from "../../db/migrations/0022_auth_versions.js";
import { newId } from "../../lib/ids.js";
import { seedPermissions, seedRole } from "../../test/admin-fixtures.js";
import { type Body, createHarness, type Harness, type Peer, type TestUser } from "../../test/harness.js";
import type { Services } from "../services.js";
import { AuthCache } from "./auth-cache.js";
import { findAuthVersion } from "./repository.js";

// Issue 32: the session cache holds across processes and every change to what authentication reads is seen
// by the very next call on the other process. `h` writes, `peer` (another app on the same database: its own
// pool and listener on PostgreSQL) reads with its cache warm.
let h: Harness;
let peer: Peer;
let admin: TestUser;
beforeAll(async () => {
  h = await createHarness({ TOKEN_MAX_SESSIONS: "1000" });
  peer = await h.peer();
  admin = await h.createUser({ roles: ["admin"] });
  await seedPermissions(h, [{ permission_id: "p-list", url: ["admin/list/sys/x"] }]);
  await seedRole(h, "editor", { permissions: ["p-list"] });
});
afterAll(async () => {
  await peer.close();
  await h.close();
});

/** An answer without its request id (every error body has its own). */
function answer(body: Body): Omit<Body, "requestId"> {
  const { requestId: _, ...rest } = body;
  return rest;
}

/** The peer's answer to getMyUserInfo, called twice first so that its cache holds the session. */
async function warm(user: TestUser): Promise<Body> {
  await peer.call(getMyUserInfo, {}, { as: user });
  return peer.call(getMyUserInfo, {}, { as: user });
}

/** What a call that remembers nothing answers (the writer's app, its cache emptied). */
async function fresh(user: TestUser): Promise<Body> {
  h.app.services.authCache.reset();
  return h.call(getMyUserInfo, {}, { as: user });
}

const db = () => h.app.services.db;

/** A write and what it needs in place first (before the peer's cache is warmed). */
interface RawWrite {
  setup?: (user: TestUser) => Promise<unknown>;
  write: (user: TestUser) => Promise<unknown>;
}

const holdsEditor = (u: TestUser) =>
  db().insertInto("user_roles").values({ user_id: u.uid, role_id: "editor" }).execute();

/**
 * Writes straight to each table the auth statement reads, past every service: none can forget to tell the
 * cache, since the database's triggers do (db/migrations/0022_auth_versions.ts).
 */
const RAW_WRITES: Record<string, RawWrite> = {
  "users: a profile column": {
    write: (u) => db().updateTable("users").set({ nickname: "renamed" }).where("id", "=", u.uid).execute(),
  },
  "users: the status": {
    write: (u) => db().updateTable("users").set({ status: 1 }).where("id", "=", u.uid).execute(),
  },
  "users: deleted": { write: (u) => db().deleteFrom("users").where("id", "=", u.uid).execute() },
  "sessions: revoked": {
    write: (u) =>
      db().updateTable("sessions").set({ revoked_at: h.clock.now() }).where("user_id", "=", u.uid).execute(),
  },
  "sessions: expired": {
    write: (u) =>
      db().updateTable("sessions").set({ expires_at: h.clock.now() }).where("user_id", "=", u.uid).execute(),
  },
  "sessions: deleted": { write: (u) => db().deleteFrom("sessions").where("user_id", "=", u.uid).execute() },
  "user_roles: added": { write: holdsEditor },
  "user_roles: removed": {
    setup: holdsEditor,
    write: (u) => db().deleteFrom("user_roles").where("user_id", "=", u.uid).execute(),
  },
  "roles: disabled": {
    setup: holdsEditor,
    write: () => db().updateTable("roles").set({ enable: 0 }).where("role_id", "=", "editor").execute(),
  },
  "role_permissions: revoked": {
    setup: holdsEditor,
    write: () => db().deleteFrom("role_permissions").where("role_id", "=", "editor").execute(),
  },
  "permissions: disabled": {
    setup: holdsEditor,
    write: () =>
      db().updateTable("permissions").set({ enable: 0 }).where("permission_id", "=", "p-list").execute(),
  },
  "permissions: one a built-in role grants by rule": {
    setup: (u) => db().insertInto("user_roles").values({ user_id: u.uid, role_id: "admin-lv1" }).execute(),
    write: () =>
      seedPermissions(h, [{ permission_id: `lv1-${newId()}`, url: ["admin/lv1/sys/x"], level: 1 }]),
  },
  "user_inviters: linked": {
    write: (u) =>
      db()
        .insertInto("user_inviters")
        .values({ user_id: u.uid, ancestor_id: admin.uid, depth: 1, created_at: h.clock.now() })
        .execute(),
  },
  "user_identities: linked": {
    write: (u) =>
      db()
        .insertInto("user_identities")
        .values({
          id: newId(),
          user_id: u.uid,
          provider: "weixin",
          platform: "mp-weixin",
          appid: "wx-app",
          openid: `o-${newId()}`,
          unionid: null,
          profile: null,
          linked_at: h.clock.now(),
        })
        .execute(),
  },
};

/** Puts the editor role and its permission back as beforeAll made them. */
async function restoreEditor(): Promise<void> {
  await db().updateTable("roles").set({ enable: 1 }).where("role_id", "=", "editor").execute();
  await db().updateTable("permissions").set({ enable: 1 }).where("permission_id", "=", "p-list").execute();
  await sql`delete from role_permissions where role_id = 'editor'`.execute(db());
  await db().insertInto("role_permissions").values({ role_id: "editor", permission_id: "p-list" }).execute();
}

/** Every raw write: the peer's very next call answers what a fresh read answers, and not what it did before. */
function everyRawWrite() {
  for (const [name, write] of Object.entries(RAW_WRITES)) {
    it(name, async () => {
      const user = await h.register();
      await write.setup?.(user);
      const before = await warm(user); // remembered from here on
      expect(before.code).toBe(0);
      await write.write(user);
      const expected = answer(await fresh(user));
      expect(expected).not.toEqual(answer(before));
      expect(answer(await peer.call(getMyUserInfo, {}, { as: user }))).toEqual(expected);
      await restoreEditor();
    });
  }
}

describe("every write to what authentication reads reaches the other process's next call", () => {
  it("each table the auth statement reads has its triggers", async () => {
    const user = await h.register();
    h.app.services.authCache.reset();
    const { queries } = await h.queriesOf(() => h.call(getMyUserInfo, {}, { as: user }));
    const read = new Set([...queries[0]!.matchAll(/(?:from|join) "(\w+)"/g)].map((m) => m[1]!));
    // And the shared tables' version itself (migration 0024), which is what their triggers move.
    expect([...read].sort()).toEqual([...Object.keys(AUTH_TRIGGERS), "auth_epoch"].sort());
    const triggers =
      h.dialect === "sqlite"
        ? (await sql<{ name: string }>`select name from sqlite_master where type = 'trigger'`.execute(db()))
            .rows
        : (
            await sql<{ name: string }>`select trigger_name as name from information_schema.triggers
              where trigger_schema = current_schema()`.execute(db())
          ).rows;
    const names = new Set(triggers.map((t) => t.name));
    for (const [table, ops] of Object.entries(AUTH_TRIGGERS)) {
      for (const op of ops) expect(names, `${table} ${op}`).toContain(`${table}_auth_${op}`);
    }
  });

  describe("with the channel", everyRawWrite);

  // The version alone closes the window: a peer that hears nothing still sees every change (PostgreSQL; on
  // SQLite the channel is the statement itself, there is nothing to lose).
  if (process.env.TEST_DATABASE_URL)
    describe("with the channel lost", () => {
      let withChannel: Services["authCache"];
      beforeAll(() => {
        const services = peer.app.services;
        withChannel = services.authCache;
        const silent = { synchronous: false, subscribe: () => () => {} };
        services.authCache = new AuthCache(silent, (uid, epoch) => findAuthVersion(services.db, uid, epoch));
      });
      afterAll(() => {
        peer.app.services.authCache = withChannel;
      });
      everyRawWrite();
    });
});

describe("changes made through the routes, seen by the very next call on the other process", () => {
  it("sign-out", async () => {
    const user = await h.register();
    await warm(user);
    expect((await h.call(logout, {}, { as: user })).code).toBe(0);
    expect((await peer.call(getMyUserInfo, {}, { as: user })).code).toBe(30202);
  });

  it("password change", async () => {
    const user = await h.register(undefined, "old_pass1");
    const other = await h.call("user/pub/login", { username: user.username, password: "old_pass1" });
    const otherToken = (other.vk_uni_token as { token: string }).token;
    await warm(user);
    await peer.call(getMyUserInfo, {}, { as: otherToken });
    await peer.call(getMyUserInfo, {}, { as: otherToken });
    const changed = await h.call(
      updatePwd,
      { oldPassword: "old_pass1", newPassword: "new_pass1" },
      { as: user },
    );
    expect(changed.code).toBe(0);
    expect((await peer.call(getMyUserInfo, {}, { as: otherToken })).code).toBe(30202);
    expect((await peer.call(getMyUserInfo, {}, { as: user })).code).toBe(30202);
  });

  it("role change", async () => {
    const user = await h.register();
    expect((await warm(user)).userInfo).toMatchObject({ role: [] });
    const bound = await h.call(adminUserBindRole, { uid: user.uid, role_ids: ["editor"] }, { as: admin });
    expect(bound.code).toBe(0);
    expect((await peer.call(getMyUserInfo, {}, { as: user })).userInfo).toMatchObject({
      role: ["editor"],
      permission: ["p-list"],
    });
  });

  it("account disabled", async () => {
    const user = await h.register();
    await warm(user);
    expect((await h.call(adminUserUpdate, { _id: user.uid, status: 1 }, { as: admin })).code).toBe(0);
    expect((await peer.call(getMyUserInfo, {}, { as: user })).code).toBe(30202);
  });

  it("100 parallel calls around a revocation: none that starts after it succeeds", async () => {
    const user = await h.register();
    await warm(user);
    const before = Array.from({ length: 50 }, () => peer.call(getMyUserInfo, {}, { as: user }));
    expect((await h.call(logout, {}, { as: user })).code).toBe(0);
    const after = Array.from({ length: 50 }, () => peer.call(getMyUserInfo, {}, { as: user }));
    for (const body of await Promise.all(before)) expect([0, 30202]).toContain(body.code);
    expect((await Promise.all(after)).map((b) => b.code)).toEqual(Array(50).fill(30202));
    expect((await peer.call(getMyUserInfo, {}, { as: user })).code).toBe(30202);
  });
});
