import { type ListInput, type permissionRowSchema, RosterError } from "@roster/contract";
import type { Updateable } from "kysely";
import type { z } from "zod";
import { isUniqueViolation } from "../../db/errors.js";
import type { PermissionRow, PermissionsTable } from "../../db/schema.js";
import type { Db } from "../../db/types.js";
import { assertPatternsUsable, permissionUrls } from "../access/patterns.js";
import { assertMayHoldPermission, type Caller } from "../access/privilege.js";
import { type ListSpec, listPage, type Page } from "../core/lists.js";
import type { Services } from "../services.js";
import {
  deletePermissionById,
  findPermissionById,
  insertPermission,
  permissionsQuery,
  updatePermissionRow,
} from "./permissions-repository.js";

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

/** A page of the permissions list. */
export async function listPermissions(db: Db, input: ListInput): Promise<Page<WirePermission>> {
  const page = await listPage(permissionsQuery(db), input, PERMISSION_LIST);
  return { ...page, rows: page.rows.map(presentPermission) };
}

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

async function loadPermission(db: Db, id: string): Promise<PermissionRow> {
  const row = await findPermissionById(db, id);
  if (!row) throw new RosterError("permissionNotExist");
  return row;
}

/**
 * Creates a permission; 90102 when the id is taken. A non-admin creates only a permission whose url rule
 * it holds itself (90131): the built-in level roles and query-all grant new permissions at once.
 */
export async function addPermission(
  svc: Services,
  actor: Caller,
  input: PermissionFields & { permission_id: string; permission_name: string; url: string[] },
): Promise<WirePermission> {
  assertPatternsUsable(input.match_mode ?? 0, input.url);
  const row: PermissionRow = {
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
  };
  assertMayHoldPermission(actor, row);
  try {
    await insertPermission(svc.db, row);
  } catch (error) {
    if (isUniqueViolation(error)) throw new RosterError("permissionExists");
    throw error;
  }
  return presentPermission(await loadPermission(svc.db, input.permission_id));
}

/**
 * Changes the given fields of a permission; 90006 when it does not exist. A non-admin changes only a
 * permission whose url rule it holds, before and after the change (90131).
 */
export async function updatePermission(
  svc: Services,
  actor: Caller,
  id: string,
  patch: PermissionFields,
): Promise<WirePermission> {
  const current = await loadPermission(svc.db, id);
  assertPatternsUsable(patch.match_mode ?? current.match_mode, patch.url ?? permissionUrls(current));
  const { url, ...rest } = patch;
  const set: Updateable<PermissionsTable> = Object.fromEntries(
    Object.entries(rest).filter(([, v]) => v !== undefined),
  );
  if (url !== undefined) set.url = JSON.stringify(url);
  assertMayHoldPermission(actor, current);
  assertMayHoldPermission(actor, { ...current, ...set });
  if (Object.keys(set).length > 0) {
    await updatePermissionRow(svc.db, id, set);
  }
  return presentPermission(await loadPermission(svc.db, id));
}

/** Deletes a permission; roles lose it (cascade). A non-admin deletes only one it holds (90131). */
export async function deletePermission(svc: Services, actor: Caller, id: string): Promise<void> {
  assertMayHoldPermission(actor, await loadPermission(svc.db, id));
  if (!(await deletePermissionById(svc.db, id))) throw new RosterError("permissionNotExist");
}
