import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_LISTENER_NAME } from "./auth-changes.js";
import { type DatabaseHandle, openDatabase } from "./connect.js";
import { migrateToLatest } from "./migrate.js";

// The feed of db/auth-changes.ts on the database of the run (SQLite in memory, or a schema of its own on
// TEST_DATABASE_URL): what the triggers report reaches a subscriber, and a lost listener says so.
const url = process.env.TEST_DATABASE_URL || undefined;
const schema = `t_${randomBytes(8).toString("hex")}`;
let handle: DatabaseHandle;
const heard: string[] = [];
let resets = 0;

beforeAll(async () => {
  handle = await openDatabase({ url, sqliteFile: ":memory:", ...(url ? { pgSchema: schema } : {}) });
  await migrateToLatest(handle.db);
  handle.authChanges.subscribe({ changed: (id) => heard.push(id), reset: () => resets++ });
});
afterAll(async () => {
  if (url) await sql.raw(`drop schema if exists ${schema} cascade`).execute(handle.db);
  await handle.close();
});

/** Inserts a bare user row. */
async function newUser(id: string): Promise<void> {
  await handle.db
    .insertInto("users")
    .values({
      id,
      username: id,
      password_hash: null,
      nickname: "",
      avatar: "",
      gender: 0,
      mobile: null,
      mobile_confirmed: 0,
      email: null,
      email_confirmed: 0,
      status: 0,
      my_invite_code: null,
      invite_time: null,
      allow_login_background: 0,
      disable_update_password: 0,
      social_info: null,
      comment: null,
      register_date: 0,
      register_ip: null,
      register_env: null,
      last_login_date: null,
      last_login_ip: null,
      updated_at: 0,
      session_epoch: 0,
    })
    .execute();
}

/** Waits until `done` holds (a notification comes after the commit, on its own connection). */
async function until(done: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
  expect(done()).toBe(true);
}

const versionOf = async (id: string) =>
  (await handle.db.selectFrom("users").select("auth_version").where("id", "=", id).executeTakeFirstOrThrow())
    .auth_version;

describe("the feed of changes to what authentication reads", () => {
  /** A change every process hears (a menu row), heard after any notification sent before it. */
  async function heardEverythingBefore(): Promise<void> {
    const before = resets;
    const id = `m${randomBytes(4).toString("hex")}`;
    await handle.db
      .insertInto("menus")
      .values({
        menu_id: id,
        name: id,
        icon: "",
        url: "",
        sort: 0,
        parent_id: null,
        enable: 1,
        hidden: 0,
        comment: "",
        created_at: 0,
      })
      .execute();
    await until(() => resets > before);
  }

  it("reports a user's change at the statement on SQLite; on PostgreSQL moves its version and sends nothing", async () => {
    const id = `u${randomBytes(4).toString("hex")}`;
    await newUser(id);
    if (url) await until(() => resets > 0); // the listener is connected (its first reset)
    expect(heard).not.toContain(id); // a new user: nothing of it can be cached
    await handle.db.updateTable("users").set({ nickname: "x" }).where("id", "=", id).execute();
    if (handle.authChanges.synchronous) expect(heard).toContain(id);
    else {
      // 0025: no notification (it serialised every commit); the version is what a cached entry is checked by.
      await heardEverythingBefore();
      expect(heard).not.toContain(id);
    }
    // The version moves on PostgreSQL only: SQLite's one process needs none.
    expect(await versionOf(id)).toBe(url ? 1 : 0);
  });

  it("moves nothing for a change rolled back, or for a session's last_seen_at", async () => {
    const id = `u${randomBytes(4).toString("hex")}`;
    await newUser(id);
    await handle.db
      .insertInto("sessions")
      .values({
        id: `s-${id}`,
        user_id: id,
        created_at: 0,
        last_seen_at: 0,
        authenticated_at: 0,
        expires_at: 9e12,
        revoked_at: null,
        device_id: "",
        platform: "",
        appid: "",
        ip: "",
        user_agent: "",
        os: "",
        browser_name: "",
        browser_version: "",
        app_version: "",
        device_model: "",
        locale: "",
      })
      .execute();
    const start = await versionOf(id); // a new session marks no one: nothing of it can be cached
    await handle.db.updateTable("sessions").set({ last_seen_at: 5 }).where("user_id", "=", id).execute();
    const rollback = new Error("rolled back");
    await expect(
      handle.db.transaction().execute(async (trx) => {
        await trx.updateTable("users").set({ nickname: "never" }).where("id", "=", id).execute();
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    await heardEverythingBefore();
    // SQLite hears the rolled back change at its statement (it costs a miss); PostgreSQL hears nothing.
    if (url) expect(heard).not.toContain(id);
    expect(await versionOf(id)).toBe(start);
    // A session's end does move it.
    await handle.db.updateTable("sessions").set({ revoked_at: 6 }).where("user_id", "=", id).execute();
    if (handle.authChanges.synchronous) expect(heard).toContain(id);
    else expect(await versionOf(id)).toBe(start + 1);
  });

  it("reports a change of a table every user shares as one for everyone, and moves the epoch on PostgreSQL only", async () => {
    const epoch = async () =>
      (await handle.db.selectFrom("auth_epoch").select("version").executeTakeFirstOrThrow()).version;
    const before = await epoch();
    const resetsBefore = resets;
    const heardBefore = heard.length;
    const id = `m${randomBytes(4).toString("hex")}`;
    await handle.db
      .insertInto("menus")
      .values({
        menu_id: id,
        name: id,
        icon: "",
        url: "",
        sort: 0,
        parent_id: null,
        enable: 1,
        hidden: 0,
        comment: "",
        created_at: 0,
      })
      .execute();
    if (handle.authChanges.synchronous) expect(resets).toBe(resetsBefore + 1);
    else await until(() => resets > resetsBefore);
    expect(heard.length).toBe(heardBefore); // no user reported
    expect(await epoch()).toBe(url ? before + 1 : before);
    // Rolled back: the epoch stays.
    await expect(
      handle.db.transaction().execute(async (trx) => {
        await trx.updateTable("menus").set({ sort: 1 }).where("menu_id", "=", id).execute();
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await epoch()).toBe(url ? before + 1 : before);
  });

  // PostgreSQL only: SQLite's feed is a function on the connection, with nothing to lose.
  if (url)
    it("resets its subscribers when the listener's connection is lost, and hears again after", async () => {
      const before = resets;
      await sql`select pg_terminate_backend(pid) from pg_stat_activity
      where application_name = ${AUTH_LISTENER_NAME} and pid <> pg_backend_pid()`.execute(handle.db);
      await until(() => resets >= before + 2); // lost, then connected again
      await heardEverythingBefore();
    });
});
