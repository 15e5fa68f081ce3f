import { sql } from "kysely";
import { everyColumn } from "../../db/columns.js";
import type { DialectName } from "../../db/connect.js";
import { jsonArrayOf, jsonObjectOf, parsedJson } from "../../db/json.js";
import { prepared } from "../../db/prepared.js";
import type {
  PermissionRow,
  PermissionsTable,
  SessionRow,
  SessionsTable,
  UserIdentitiesTable,
  UserIdentityRow,
  UserRow,
} from "../../db/schema.js";
import type { Db } from "../../db/types.js";
import { ADMIN_ROLE, type AssignedRole, LEVEL_ROLES, QUERY_ALL_ROLE } from "../access/access.js";
import { grantedByRule } from "../access/repository.js";

// Sign-in runs these on every success: each is built once (db/prepared.ts), then only bound.

/** Every column of a session row, in the order the prepared insert binds them. */
const SESSION_COLUMNS = everyColumn<SessionsTable>()([
  "id",
  "user_id",
  "created_at",
  "last_seen_at",
  "expires_at",
  "revoked_at",
  "device_id",
  "platform",
  "appid",
  "ip",
  "user_agent",
  "os",
  "browser_name",
  "browser_version",
  "app_version",
  "device_model",
  "locale",
  "authenticated_at",
]);

/** Inserts a session row. */
export async function insertSession(db: Db, session: SessionsTable): Promise<void> {
  await sessionInsert(db, ...SESSION_COLUMNS.map((column) => session[column]));
}

const sessionInsert = prepared((db, ...values: unknown[]) =>
  db
    .insertInto("sessions")
    .values(
      Object.fromEntries(SESSION_COLUMNS.map((column, i) => [column, values[i]])) as unknown as SessionsTable,
    ),
);

/** The ids of a user's live sessions (neither revoked nor expired at `now`), newest first. */
export async function findLiveSessionIds(db: Db, userId: string, now: number): Promise<string[]> {
  return (await liveSessionIdsQuery(db, userId, now)).map((s) => s.id);
}

const liveSessionIdsQuery = prepared((db, userId: string, now: number) =>
  db
    .selectFrom("sessions")
    .select("id")
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", now)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc"),
);

/** Revokes the sessions `ids` at `now`. */
export async function revokeSessionsById(db: Db, ids: readonly string[], now: number): Promise<void> {
  // One at a time is the common case (a sign-in over the session cap ends the oldest): that one is prepared.
  if (ids.length === 1) await revokeOneSession(db, now, ids[0]!);
  else await db.updateTable("sessions").set({ revoked_at: now }).where("id", "in", ids).execute();
}

const revokeOneSession = prepared((db, now: number, id: string) =>
  db.updateTable("sessions").set({ revoked_at: now }).where("id", "=", id),
);

/** Revokes those of `ids` that are live sessions of `userId`; answers the ids it revoked. */
export async function revokeLiveSessionsOf(
  db: Db,
  userId: string,
  ids: readonly string[],
  now: number,
): Promise<string[]> {
  const rows = await db
    .updateTable("sessions")
    .set({ revoked_at: now })
    .where("id", "in", ids)
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .returning("id")
    .execute();
  return rows.map((row) => row.id);
}

/** The ids, revocation and expiry of the sessions `ids` that exist. */
export function findSessionStates(
  db: Db,
  ids: readonly string[],
): Promise<{ id: string; revoked_at: number | null; expires_at: number }[]> {
  return db
    .selectFrom("sessions")
    .select(["id", "revoked_at", "expires_at"])
    .where("id", "in", ids)
    .execute();
}

/** The owner of session `id`, if it exists. */
export function findSessionOwner(db: Db, id: string): Promise<{ user_id: string } | undefined> {
  return db.selectFrom("sessions").select("user_id").where("id", "=", id).executeTakeFirst();
}

/** The live sessions of `userId` at `now` (neither revoked nor expired), most recently used first. */
export function findLiveSessions(db: Db, userId: string, now: number): Promise<SessionRow[]> {
  return db
    .selectFrom("sessions")
    .selectAll()
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", now)
    .orderBy("last_seen_at", "desc")
    .orderBy("id", "desc")
    .execute();
}

/**
 * Whether `userId` has a session since `since` (live, or ended since then) from device `deviceId`, or,
 * when the client sent no device id, from the same user agent.
 */
export async function hasRecentSessionFrom(
  db: Db,
  userId: string,
  since: number,
  deviceId: string,
  userAgent: string,
): Promise<boolean> {
  const rows =
    deviceId === ""
      ? await recentSessionFromAgent(db, userId, since, since, deviceId, userAgent, 1)
      : await recentSessionFromDevice(db, userId, since, since, deviceId, 1);
  return rows.length > 0;
}

// Compiled once (every sign-in runs one). Every bound value is an argument, in order: `since` twice (two
// places bind it) and the limit (Kysely binds it too); otherwise `prepared` would compile every call.
const recentSessionFromDevice = prepared(
  (db, userId: string, expiresSince: number, revokedSince: number, deviceId: string, limit: number) =>
    db
      .selectFrom("sessions")
      .select("id")
      .where("user_id", "=", userId)
      .where("expires_at", ">=", expiresSince)
      .where((eb) => eb.or([eb("revoked_at", "is", null), eb("revoked_at", ">=", revokedSince)]))
      .where("device_id", "=", deviceId)
      .limit(limit),
);
const recentSessionFromAgent = prepared(
  (
    db,
    userId: string,
    expiresSince: number,
    revokedSince: number,
    deviceId: string,
    userAgent: string,
    limit: number,
  ) =>
    db
      .selectFrom("sessions")
      .select("id")
      .where("user_id", "=", userId)
      .where("expires_at", ">=", expiresSince)
      .where((eb) => eb.or([eb("revoked_at", "is", null), eb("revoked_at", ">=", revokedSince)]))
      .where("device_id", "=", deviceId)
      .where("user_agent", "=", userAgent)
      .limit(limit),
);

/** The locale of `userId`'s most recently used live session other than `sessionId`, if one has one. */
export async function findLatestOtherSessionLocale(
  db: Db,
  userId: string,
  sessionId: string,
  now: number,
): Promise<string | undefined> {
  const row = await db
    .selectFrom("sessions")
    .select("locale")
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", now)
    .where("id", "!=", sessionId)
    .where("locale", "!=", "")
    .orderBy("last_seen_at", "desc")
    .limit(1)
    .executeTakeFirst();
  return row?.locale;
}

/** Deletes a user's sessions that were revoked or expired before `before`. */
export async function deleteSessionsEndedBefore(db: Db, userId: string, before: number): Promise<void> {
  // Two statements, not one with `or`: each is a range read of one index (an `or` scans every session).
  await deleteRevokedBefore(db, userId, before);
  await deleteExpiredBefore(db, userId, before);
}

const deleteRevokedBefore = prepared((db, userId: string, before: number) =>
  db.deleteFrom("sessions").where("user_id", "=", userId).where("revoked_at", "<", before),
);
const deleteExpiredBefore = prepared((db, userId: string, before: number) =>
  db.deleteFrom("sessions").where("user_id", "=", userId).where("expires_at", "<", before),
);

/** What authentication needs of a session. */
export type SessionState = Pick<SessionRow, "id" | "user_id" | "expires_at" | "revoked_at" | "last_seen_at">;

/** A session together with its user, as authentication reads it in one query. */
export interface SessionWithUser {
  session: SessionState;
  user: UserRow;
}

const sessionWithUserQuery = prepared((db, sessionId: string) =>
  db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .selectAll("users")
    .select([
      "sessions.id as s_id",
      "sessions.expires_at as s_expires_at",
      "sessions.revoked_at as s_revoked_at",
      "sessions.last_seen_at as s_last_seen_at",
    ])
    .where("sessions.id", "=", sessionId),
);

/** Reads a session and its user in one round trip (on every authenticated call). */
export async function findSessionWithUser(db: Db, sessionId: string): Promise<SessionWithUser | undefined> {
  const [row] = await sessionWithUserQuery(db, sessionId);
  if (!row) return undefined;
  const { s_id, s_expires_at, s_revoked_at, s_last_seen_at, ...user } = row;
  return {
    user,
    session: {
      id: s_id,
      user_id: user.id,
      expires_at: s_expires_at,
      revoked_at: s_revoked_at,
      last_seen_at: s_last_seen_at,
    },
  };
}

/**
 * Everything authentication reads for a session, in one query: the session and its user, the user's roles
 * (with their enable flag), the permissions its enabled roles are granted and those the built-in roles grant
 * by rule (neither read for an admin, who holds all), its inviter chain and its linked identities.
 */
export interface SessionForAuth extends SessionWithUser {
  /** Every role assigned, by id. */
  roles: AssignedRole[];
  /** Enabled permissions bound to the enabled roles, by id. */
  granted: PermissionRow[];
  /** Enabled permissions of the built-in roles' rule (access/repository.ts `grantedByRule`), by id. */
  byRule: PermissionRow[];
  /** The inviter chain, direct inviter first. */
  inviterUids: string[];
  /** Linked identities, oldest first. */
  identities: UserIdentityRow[];
  /** The version of the tables every user shares (`auth_epoch`, migration 0024), read in the same statement. */
  epoch: number;
}

/** Every column of a permission row: the auth query builds each as a JSON object of these. */
const PERMISSION_COLUMNS = everyColumn<PermissionsTable>()([
  "permission_id",
  "permission_name",
  "comment",
  "url",
  "match_mode",
  "level",
  "curd_category",
  "parent_id",
  "sort",
  "enable",
  "created_at",
]);

/** Every column of an identity row, likewise. */
const IDENTITY_COLUMNS = everyColumn<UserIdentitiesTable>()([
  "id",
  "user_id",
  "provider",
  "platform",
  "appid",
  "openid",
  "unionid",
  "profile",
  "linked_at",
]);

/** The level of a built-in level role (LEVEL_ROLES), 0 for any other, as SQL on `roles.role_id`. */
const levelOfRole = sql<number>`case ${sql.ref("roles.role_id")} ${sql.join(
  Object.entries(LEVEL_ROLES).map(([role, level]) => sql`when ${sql.lit(role)} then ${sql.lit(level)}`),
  sql` `,
)} else 0 end`;

/** The shared tables' version (migration 0024's one row), as a scalar subquery. */
const epochNow = sql<number>`(select ${sql.ref("auth_epoch.version")} from ${sql.table("auth_epoch")} where ${sql.ref("auth_epoch.id")} = 1)`;

/**
 * The auth query of one dialect. The related rows come as JSON arrays from correlated subqueries of the one
 * session row (no join fans the user out). Only the session id is bound, so it is compiled once.
 */
const sessionForAuthQuery = (dialect: DialectName) =>
  prepared((db, sessionId: string) =>
    db
      .selectFrom("sessions")
      .innerJoin("users", "users.id", "sessions.user_id")
      .selectAll("users")
      .select((eb) => {
        const enabledRoles = () =>
          eb
            .selectFrom("user_roles")
            .innerJoin("roles", "roles.role_id", "user_roles.role_id")
            .whereRef("user_roles.user_id", "=", "users.id")
            .where("roles.enable", "=", eb.lit(1));
        const hasEnabledRole = (role: string) =>
          eb.exists(enabledRoles().select(eb.lit(1).as("one")).where("roles.role_id", "=", sql.lit(role)));
        const notAdmin = eb.not(hasEnabledRole(ADMIN_ROLE));
        const permissionsJson = jsonArrayOf(
          dialect,
          jsonObjectOf(dialect, "permissions", PERMISSION_COLUMNS),
          ["permissions.permission_id"],
        );
        return [
          "sessions.id as s_id",
          "sessions.expires_at as s_expires_at",
          "sessions.revoked_at as s_revoked_at",
          "sessions.last_seen_at as s_last_seen_at",
          eb
            .selectFrom("user_roles")
            .innerJoin("roles", "roles.role_id", "user_roles.role_id")
            .whereRef("user_roles.user_id", "=", "users.id")
            .select(
              jsonArrayOf(dialect, jsonObjectOf(dialect, "roles", ["role_id", "enable"]), [
                "roles.role_id",
              ]).as("j"),
            )
            .as("j_roles"),
          eb
            .selectFrom("permissions")
            .select(permissionsJson.as("j"))
            .where("permissions.enable", "=", eb.lit(1))
            .where(
              "permissions.permission_id",
              "in",
              enabledRoles()
                .innerJoin("role_permissions", "role_permissions.role_id", "roles.role_id")
                .select("role_permissions.permission_id"),
            )
            .where(notAdmin)
            .as("j_granted"),
          eb
            .selectFrom("permissions")
            .select(permissionsJson.as("j"))
            .where((pb) =>
              grantedByRule(
                pb,
                enabledRoles().select(sql<number | null>`max(${levelOfRole})`.as("level")).$asScalar(),
                hasEnabledRole(QUERY_ALL_ROLE),
              ),
            )
            .where(notAdmin)
            .as("j_by_rule"),
          eb
            .selectFrom("user_inviters")
            .whereRef("user_inviters.user_id", "=", "users.id")
            .select(
              jsonArrayOf(dialect, sql.ref("user_inviters.ancestor_id"), ["user_inviters.depth"]).as("j"),
            )
            .as("j_inviters"),
          eb
            .selectFrom("user_identities")
            .whereRef("user_identities.user_id", "=", "users.id")
            .select(
              jsonArrayOf(dialect, jsonObjectOf(dialect, "user_identities", IDENTITY_COLUMNS), [
                "user_identities.linked_at",
                "user_identities.id",
              ]).as("j"),
            )
            .as("j_identities"),
          epochNow.as("epoch"),
        ];
      })
      .where("sessions.id", "=", sessionId),
  );

const sessionForAuthQueries = {
  sqlite: sessionForAuthQuery("sqlite"),
  postgres: sessionForAuthQuery("postgres"),
} satisfies Record<DialectName, unknown>;

/** Reads what authentication needs of a session in one round trip (on every signed-in call). */
export async function findSessionForAuth(
  db: Db,
  dialect: DialectName,
  sessionId: string,
): Promise<SessionForAuth | undefined> {
  const [row] = await sessionForAuthQueries[dialect](db, sessionId);
  if (!row) return undefined;
  const {
    s_id,
    s_expires_at,
    s_revoked_at,
    s_last_seen_at,
    j_roles,
    j_granted,
    j_by_rule,
    j_inviters,
    j_identities,
    epoch,
    ...user
  } = row;
  return {
    user,
    session: {
      id: s_id,
      user_id: user.id,
      expires_at: s_expires_at,
      revoked_at: s_revoked_at,
      last_seen_at: s_last_seen_at,
    },
    roles: parsedJson(j_roles),
    granted: parsedJson(j_granted),
    byRule: parsedJson(j_by_rule),
    inviterUids: parsedJson(j_inviters),
    identities: parsedJson(j_identities),
    epoch,
  };
}

/**
 * A user's `auth_version` while the shared tables' version is still `epoch`, else (or when the user is gone)
 * undefined: the one check a cached session needs on PostgreSQL (sessions/auth-cache.ts), one statement of
 * two primary-key reads.
 */
export async function findAuthVersion(db: Db, userId: string, epoch: number): Promise<number | undefined> {
  const [row] = await authVersionQuery(db, userId, epoch);
  return row?.auth_version;
}

const authVersionQuery = prepared((db, userId: string, epoch: number) =>
  db.selectFrom("users").select("auth_version").where("id", "=", userId).where(epochNow, "=", epoch),
);

/**
 * Moves a user's `session_epoch` on. On PostgreSQL the update takes the user's row lock until the
 * transaction ends.
 */
export async function bumpSessionEpoch(db: Db, userId: string): Promise<void> {
  await db
    .updateTable("users")
    .set((eb) => ({ session_epoch: eb("session_epoch", "+", 1) }))
    .where("id", "=", userId)
    .execute();
}

/** Revokes every unrevoked session of a user at `now`; answers how many it revoked. */
export async function revokeSessionsOfUser(db: Db, userId: string, now: number): Promise<string[]> {
  const rows = await db
    .updateTable("sessions")
    .set({ revoked_at: now })
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .returning("id")
    .execute();
  return rows.map((row) => row.id);
}

/** Extends a session (token refresh) and marks it seen. */
export async function extendSession(
  db: Db,
  sessionId: string,
  expiresAt: number,
  now: number,
): Promise<void> {
  await db
    .updateTable("sessions")
    .set({ expires_at: expiresAt, last_seen_at: now })
    .where("id", "=", sessionId)
    .execute();
}

/** Marks a session seen. */
export async function touchSession(db: Db, sessionId: string, now: number): Promise<void> {
  await db.updateTable("sessions").set({ last_seen_at: now }).where("id", "=", sessionId).execute();
}

/** When session `id` last proved who holds it (sign-in or re-authentication); undefined when it is gone. */
export async function sessionAuthenticatedAt(db: Db, id: string): Promise<number | undefined> {
  const row = await db
    .selectFrom("sessions")
    .select("authenticated_at")
    .where("id", "=", id)
    .executeTakeFirst();
  return row === undefined ? undefined : Number(row.authenticated_at);
}

/** Records that session `id` proved again who holds it. */
export async function markSessionAuthenticated(db: Db, id: string, now: number): Promise<void> {
  await db.updateTable("sessions").set({ authenticated_at: now }).where("id", "=", id).execute();
}
