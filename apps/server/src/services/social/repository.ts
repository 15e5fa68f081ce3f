import type { UserIdentityRow } from "../../db/schema.js";
import type { Db } from "../../db/types.js";

/** The identity of an openid within its provider and app. */
export function findIdentity(
  db: Db,
  key: { provider: string; appid: string; openid: string },
): Promise<UserIdentityRow | undefined> {
  return db
    .selectFrom("user_identities")
    .selectAll()
    .where("provider", "=", key.provider)
    .where("appid", "=", key.appid)
    .where("openid", "=", key.openid)
    .executeTakeFirst();
}

/** The account that a provider's unionid belongs to, if any. */
export async function findUnionOwner(db: Db, provider: string, unionid: string): Promise<string | undefined> {
  const row = await db
    .selectFrom("social_unions")
    .select("user_id")
    .where("provider", "=", provider)
    .where("unionid", "=", unionid)
    .executeTakeFirst();
  return row?.user_id;
}

/** What the Linked accounts list reads of a user's identities, oldest first: no openid, unionid or key. */
export function linkedAccountRows(
  db: Db,
  userId: string,
): Promise<Pick<UserIdentityRow, "provider" | "platform" | "appid" | "profile" | "linked_at">[]> {
  return db
    .selectFrom("user_identities")
    .select(["provider", "platform", "appid", "profile", "linked_at"])
    .where("user_id", "=", userId)
    .orderBy("linked_at")
    .orderBy("id")
    .execute();
}

/** Identities of many users at once (admin lists). */
export function identitiesOfUsers(db: Db, userIds: readonly string[]): Promise<UserIdentityRow[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("user_identities")
    .selectAll()
    .where("user_id", "in", userIds)
    .orderBy("linked_at")
    .execute();
}

/** How many identities a user has. */
export async function countIdentities(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom("user_identities")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Thrown by {@link insertIdentity} when the identity's unionid belongs to another account. */
export class UnionTaken extends Error {
  constructor(readonly ownerId: string) {
    super("unionid belongs to another account");
  }
}

/**
 * Links an identity: fails on the unique index when the openid is already linked, and with
 * {@link UnionTaken} when its unionid is claimed by another account (the claim is made here, in the same
 * transaction when `db` is one, so that racing first sign-ins of one person make one account).
 */
export async function insertIdentity(db: Db, row: UserIdentityRow): Promise<void> {
  if (row.unionid) {
    const claim = { provider: row.provider, unionid: row.unionid, user_id: row.user_id };
    await db
      .insertInto("social_unions")
      .values(claim)
      .onConflict((oc) => oc.doNothing())
      .execute();
    const owner = await db
      .selectFrom("social_unions")
      .select("user_id")
      .where("provider", "=", row.provider)
      .where("unionid", "=", row.unionid)
      .executeTakeFirst();
    if (owner && owner.user_id !== row.user_id) throw new UnionTaken(owner.user_id);
  }
  await db.insertInto("user_identities").values(row).execute();
}

/** Drops the unionid claims of a user that none of its identities of `provider` carries any more. */
export async function releaseUnions(db: Db, userId: string, provider: string): Promise<void> {
  await db
    .deleteFrom("social_unions")
    .where("user_id", "=", userId)
    .where("provider", "=", provider)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("user_identities")
            .select("user_identities.id")
            .whereRef("user_identities.user_id", "=", "social_unions.user_id")
            .whereRef("user_identities.provider", "=", "social_unions.provider")
            .whereRef("user_identities.unionid", "=", "social_unions.unionid"),
        ),
      ),
    )
    .execute();
}

/** Removes the given identities of a user; answers how many went. */
export async function deleteIdentities(db: Db, userId: string, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db
    .deleteFrom("user_identities")
    .where("user_id", "=", userId)
    .where("id", "in", ids)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Keeps the newest session key of an openid (one row per provider, appid, openid). */
export async function saveSessionKey(
  db: Db,
  row: { provider: string; appid: string; openid: string; session_key: string; updated_at: number },
): Promise<void> {
  await db
    .insertInto("social_session_keys")
    .values(row)
    .onConflict((oc) =>
      oc
        .columns(["provider", "appid", "openid"])
        .doUpdateSet({ session_key: row.session_key, updated_at: row.updated_at }),
    )
    .execute();
}

/** The stored session key of an openid. */
export function findSessionKey(
  db: Db,
  key: { provider: string; appid: string; openid: string },
): Promise<{ session_key: string; updated_at: number } | undefined> {
  return db
    .selectFrom("social_session_keys")
    .select(["session_key", "updated_at"])
    .where("provider", "=", key.provider)
    .where("appid", "=", key.appid)
    .where("openid", "=", key.openid)
    .executeTakeFirst();
}

/**
 * Locks a user's row until the transaction ends (PostgreSQL; SQLite runs one write transaction at a time),
 * so that parallel unbinds of one account see each other.
 */
export async function lockUserRow(db: Db, dialect: "sqlite" | "postgres", userId: string): Promise<void> {
  if (dialect !== "postgres") return;
  await db.selectFrom("users").select("id").where("id", "=", userId).forUpdate().execute();
}

/** The openid a user has in one app of a provider (their oldest identity there), if any. */
export async function openidOfUser(
  db: Db,
  key: { userId: string; provider: string; appid: string },
): Promise<string | undefined> {
  const row = await db
    .selectFrom("user_identities")
    .select("openid")
    .where("user_id", "=", key.userId)
    .where("provider", "=", key.provider)
    .where("appid", "=", key.appid)
    .orderBy("linked_at")
    .executeTakeFirst();
  return row?.openid;
}
