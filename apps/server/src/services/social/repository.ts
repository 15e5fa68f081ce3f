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

/** The first identity (oldest) with this unionid under any app of the provider. */
export function findIdentityByUnionid(
  db: Db,
  provider: string,
  unionid: string,
): Promise<UserIdentityRow | undefined> {
  return db
    .selectFrom("user_identities")
    .selectAll()
    .where("provider", "=", provider)
    .where("unionid", "=", unionid)
    .orderBy("linked_at")
    .limit(1)
    .executeTakeFirst();
}

/** Every identity of a user, oldest first. */
export function identitiesOfUser(db: Db, userId: string): Promise<UserIdentityRow[]> {
  return db
    .selectFrom("user_identities")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("linked_at")
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

/** Links an identity (fails on the unique index when the openid is already linked). */
export async function insertIdentity(db: Db, row: UserIdentityRow): Promise<void> {
  await db.insertInto("user_identities").values(row).execute();
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
