import { type permissionRowSchema, RosterError } from "@roster/contract";
import type { z } from "zod";
import { isUniqueViolation } from "../../db/errors.js";
import type { PermissionRow } from "../../db/schema.js";
import type { Db } from "../../db/types.js";
import { permissionUrls } from "../access/access.js";
import type { ListSpec } from "../core/lists.js";
import type { Services } from "../services.js";

type WirePermission = z.infer<typeof permissionRowSchema>;

/** The permissions list: by sort, then permission_id. */
export const PERMISSION_LIST: ListSpec = {
  fields: {
    permission_id: { ref: "permissions.permission_id", type: "text" },
    permission_name: { ref: "permissions.permission_name", type: "text" },
    comment: { ref: "permissions.comment", type: "text" },
    url: { ref: "permissions.url", type: "text" },
    match_mode: { ref: "permissions.match_mode", type: "integer" },
    level: { ref: "permissions.level", type: "integer" },
    curd_category: { ref: "permissions.curd_category", type: "integer" },
    parent_id: { ref: "permissions.parent_id", type: "text", nullable: true },
    sort: { ref: "permissions.sort", type: "integer" },
    enable: { ref: "permissions.enable", type: "flag" },
    create_date: { ref: "permissions.created_at", type: "bigint" },
  },
  defaultSort: [
    { name: "sort", type: "asc" },
    { name: "permission_id", type: "asc" },
  ],
  tieBreaker: "permissions.permission_id",
};

/** The wire shape of a permission: `url` always a list of patterns. */
export const presentPermission = (row: PermissionRow): WirePermission => ({
  _id: row.permission_id,
  permission_id: row.permission_id,
  permission_name: row.permission_name,
  comment: row.comment,
  url: permissionUrls(row),
  match_mode: row.match_mode,
  level: row.level,
  curd_category: row.curd_category,
  parent_id: row.parent_id,
  sort: row.sort,
  enable: row.enable === 1,
  create_date: row.created_at,
});

/** The editable fields of a permission. */
export interface PermissionFields {
  permission_name?: string | undefined;
  comment?: string | undefined;
  url?: string[] | undefined;
  match_mode?: 0 | 1 | 2 | undefined;
  level?: number | undefined;
  curd_category?: number | undefined;
  parent_id?: string | null | undefined;
  sort?: number | undefined;
  enable?: 0 | 1 | undefined;
}

/** With match mode 2 every url must compile as a regular expression. */
function assertPatterns(matchMode: number, urls: readonly string[]): void {
  if (matchMode !== 2) return;
  for (const url of urls) {
    try {
      new RegExp(url);
    } catch {
      throw new RosterError("permissionPatternInvalid", { url: url.slice(0, 100) });
    }
  }
}

async function loadPermission(db: Db, id: string): Promise<PermissionRow> {
  const row = await db
    .selectFrom("permissions")
    .selectAll()
    .where("permission_id", "=", id)
    .executeTakeFirst();
  if (!row) throw new RosterError("permissionNotExist");
  return row;
}

/** Creates a permission; 90102 when the id is taken. */
export async function addPermission(
  svc: Services,
  input: PermissionFields & { permission_id: string; permission_name: string; url: string[] },
): Promise<WirePermission> {
  assertPatterns(input.match_mode ?? 0, input.url);
  try {
    await svc.db
      .insertInto("permissions")
      .values({
        permission_id: input.permission_id,
        permission_name: input.permission_name,
        comment: input.comment ?? "",
        url: JSON.stringify(input.url),
        match_mode: input.match_mode ?? 0,
        level: input.level ?? 0,
        curd_category: input.curd_category ?? 0,
        parent_id: input.parent_id ?? null,
        sort: input.sort ?? 0,
        enable: input.enable ?? 1,
        created_at: svc.clock.now(),
      })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw new RosterError("permissionExists");
    throw error;
  }
  return presentPermission(await loadPermission(svc.db, input.permission_id));
}

/** Changes the given fields of a permission; 90006 when it does not exist. */
export async function updatePermission(
  svc: Services,
  id: string,
  patch: PermissionFields,
): Promise<WirePermission> {
  const current = await loadPermission(svc.db, id);
  assertPatterns(patch.match_mode ?? current.match_mode, patch.url ?? permissionUrls(current));
  const { url, ...rest } = patch;
  const set = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
  if (url !== undefined) set.url = JSON.stringify(url);
  if (Object.keys(set).length > 0) {
    await svc.db.updateTable("permissions").set(set).where("permission_id", "=", id).execute();
  }
  return presentPermission(await loadPermission(svc.db, id));
}

/** Deletes a permission; roles lose it (cascade). */
export async function deletePermission(svc: Services, id: string): Promise<void> {
  const deleted = await svc.db.deleteFrom("permissions").where("permission_id", "=", id).executeTakeFirst();
  if (deleted.numDeletedRows === 0n) throw new RosterError("permissionNotExist");
}
