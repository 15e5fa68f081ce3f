import { type ListInput, RosterError, type roleRowSchema } from "@roster/contract";
import type { Updateable } from "kysely";
import type { z } from "zod";
import { isUniqueViolation } from "../../db/errors.js";
import type { RoleRow, RolesTable } from "../../db/schema.js";
import type { Db } from "../../db/types.js";
import { ADMIN_ROLE } from "../access/access.js";
import {
  assertMayEditRole,
  assertMayGrantMenus,
  assertMayGrantPermissions,
  type Caller,
} from "../access/privilege.js";
import { type ListSpec, listPage, type Page } from "../core/lists.js";
import type { Services } from "../services.js";
import { findMenuIds } from "./menus-repository.js";
import { findPermissionIds } from "./permissions-repository.js";
import {
  deleteRoleById,
  findRoleById,
  findRoleLinks,
  insertRole,
  type RoleLink,
  replaceRoleMenus,
  replaceRolePermissions,
  roleExists,
  rolesQuery,
  updateRoleRow,
} from "./roles-repository.js";

type WireRole = z.infer<typeof roleRowSchema>;

/** The roles list: by role_id. */
export const ROLE_LIST: ListSpec = {
  fields: {
    role_id: { ref: "roles.role_id", type: "text" },
    role_name: { ref: "roles.role_name", type: "text" },
    comment: { ref: "roles.comment", type: "text" },
    enable: { ref: "roles.enable", type: "flag" },
    create_date: { ref: "roles.created_at", type: "bigint" },
  },
  defaultSort: [{ name: "role_id", type: "asc" }],
  tieBreaker: "roles.role_id",
};

/** Presents roles with the ids of their permissions and menus (two queries for any number of roles). */
export async function presentRoles(db: Db, rows: readonly RoleRow[]): Promise<WireRole[]> {
  const ids = rows.map((r) => r.role_id);
  const { permissions, menus } = await findRoleLinks(db, ids);
  const idsOf = (links: RoleLink[], roleId: string) =>
    links.filter((l) => l.role_id === roleId).map((l) => l.id);
  return rows.map((row) => ({
    _id: row.role_id,
    role_id: row.role_id,
    role_name: row.role_name,
    comment: row.comment,
    enable: row.enable === 1,
    create_date: row.created_at,
    permission: idsOf(permissions, row.role_id),
    menu: idsOf(menus, row.role_id),
  }));
}

/** A page of the roles list. */
export async function listRoles(db: Db, input: ListInput): Promise<Page<WireRole>> {
  const page = await listPage(rolesQuery(db), input, ROLE_LIST);
  return { ...page, rows: await presentRoles(db, page.rows) };
}

/** One role, presented; 90005 when it does not exist. */
export async function loadRole(db: Db, roleId: string): Promise<WireRole> {
  const row = await findRoleById(db, roleId);
  if (!row) throw new RosterError("roleNotExist");
  return (await presentRoles(db, [row]))[0]!;
}

/** Creates a role; 90101 when the id is taken. */
export async function addRole(
  svc: Services,
  input: { role_id: string; role_name: string; comment?: string | undefined; enable?: 0 | 1 | undefined },
): Promise<WireRole> {
  try {
    await insertRole(svc.db, {
      role_id: input.role_id,
      role_name: input.role_name,
      comment: input.comment ?? "",
      enable: input.enable ?? 1,
      created_at: svc.clock.now(),
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new RosterError("roleExists");
    throw error;
  }
  return loadRole(svc.db, input.role_id);
}

/**
 * Changes a role's name, comment or enable flag; the admin role stays enabled (90120). A non-admin edits
 * only roles within its rights (90131).
 */
export async function updateRole(
  svc: Services,
  actor: Caller,
  roleId: string,
  patch: { role_name?: string | undefined; comment?: string | undefined; enable?: 0 | 1 | undefined },
): Promise<WireRole> {
  if (roleId === ADMIN_ROLE && patch.enable === 0) throw new RosterError("adminRoleProtected");
  await assertMayEditRole(svc.db, actor, roleId, "edit");
  const set: Updateable<RolesTable> = Object.fromEntries(
    Object.entries(patch).filter(([, v]) => v !== undefined),
  );
  if (Object.keys(set).length > 0 && !(await updateRoleRow(svc.db, roleId, set)))
    throw new RosterError("roleNotExist");
  return loadRole(svc.db, roleId);
}

/**
 * Deletes a role and its grants (user_roles, role_permissions, role_menus cascade); never `admin`, and for a
 * non-admin only a role within its rights (90131).
 */
export async function deleteRole(svc: Services, actor: Caller, roleId: string): Promise<void> {
  if (roleId === ADMIN_ROLE) throw new RosterError("adminRoleProtected");
  await assertMayEditRole(svc.db, actor, roleId, "edit");
  if (!(await deleteRoleById(svc.db, roleId))) throw new RosterError("roleNotExist");
}

/**
 * Replaces the permissions or menus of a role with exactly `ids`, in one transaction. Unknown ids answer
 * 90006 (permissions) or 90007 (menus); an unknown role 90005. A non-admin binds only to a role within its
 * rights and not its own (90131 / 90132), and only what it holds itself (90131).
 */
export async function bindToRole(
  svc: Services,
  actor: Caller,
  kind: "permissions" | "menus",
  roleId: string,
  ids: readonly string[],
): Promise<WireRole> {
  const wanted = [...new Set(ids)];
  await svc.db.transaction().execute(async (trx) => {
    if (!(await roleExists(trx, roleId))) throw new RosterError("roleNotExist");
    await assertMayEditRole(trx, actor, roleId, "bind");
    if (kind === "permissions") await assertMayGrantPermissions(trx, actor, wanted);
    else await assertMayGrantMenus(trx, actor, wanted);
    if (kind === "permissions") {
      if ((await findPermissionIds(trx, wanted)).length !== wanted.length)
        throw new RosterError("permissionNotExist");
      await replaceRolePermissions(trx, roleId, wanted);
    } else {
      if ((await findMenuIds(trx, wanted)).length !== wanted.length) throw new RosterError("menuNotExist");
      await replaceRoleMenus(trx, roleId, wanted);
    }
  });
  return loadRole(svc.db, roleId);
}
