import type { Updateable } from "kysely";
import type { AppVersionRow, AppVersionsTable } from "../../db/schema.js";
import type { Db } from "../../db/types.js";

/** Every app version, as a query for the list helper to filter, order and page. */
export function appVersionsQuery(db: Db) {
  return db.selectFrom("app_versions").selectAll();
}

/** One app version by id. */
export function findAppVersionById(db: Db, id: string): Promise<AppVersionRow | undefined> {
  return db.selectFrom("app_versions").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The stable versions of an app on a platform (unordered). */
export function findStableVersions(db: Db, appid: string, platform: string): Promise<AppVersionRow[]> {
  return db
    .selectFrom("app_versions")
    .selectAll()
    .where("appid", "=", appid)
    .where("platform", "=", platform)
    .where("stable_publish", "=", 1)
    .execute();
}

/** Inserts an app version. */
export async function insertAppVersion(db: Db, row: AppVersionRow): Promise<void> {
  await db.insertInto("app_versions").values(row).execute();
}

/** Updates the given columns of one app version. */
export async function updateAppVersionRow(
  db: Db,
  id: string,
  patch: Updateable<AppVersionsTable>,
): Promise<void> {
  await db.updateTable("app_versions").set(patch).where("id", "=", id).execute();
}

/** Deletes one app version; answers whether it existed. */
export async function deleteAppVersionById(db: Db, id: string): Promise<boolean> {
  const deleted = await db.deleteFrom("app_versions").where("id", "=", id).executeTakeFirst();
  return deleted.numDeletedRows !== 0n;
}
