import type { PermissionRow } from "../../db/schema.js";
import type { Db } from "../../db/types.js";
import { permissionMatches } from "./patterns.js";
import { permissionsByRule, permissionsOfRoles, rolesOfUser } from "./repository.js";

/** The built-in role that holds every permission. */
export const ADMIN_ROLE = "admin";

/** Built-in roles whose permissions follow from the permissions' danger level (reference §2.2). */
export const LEVEL_ROLES: Readonly<Record<string, number>> = {
  "admin-lv1": 1,
  "admin-lv2": 2,
  "admin-lv3": 3,
};

/** The built-in role that may call every read permission (curd_category 4) below level 4. */
export const QUERY_ALL_ROLE = "query-all";

/** What a user may do: every role id, and the permissions of the enabled ones. */
export interface Access {
  /** Every role assigned (as upstream `role[]`), enabled or not. */
  roles: string[];
  /** Roles that are enabled: only these grant anything. */
  enabledRoles: string[];
  isAdmin: boolean;
  /** Enabled permissions of enabled roles; empty for admins, who hold all. */
  permissions: PermissionRow[];
}

/** A role assigned to a user, with its enable flag, as access is computed from it. */
export type AssignedRole = { role_id: string; enable: number };

/** The built-in roles' rule (reference §2.2) for these enabled roles: the highest level role, and query-all. */
export function ruleOfRoles(enabledRoles: readonly string[]): { maxLevel: number; queryAll: boolean } {
  const maxLevel = Math.max(
    0,
    ...enabledRoles.map((r) => (Object.hasOwn(LEVEL_ROLES, r) ? LEVEL_ROLES[r]! : 0)),
  );
  return { maxLevel, queryAll: enabledRoles.includes(QUERY_ALL_ROLE) };
}

/** Loads a user's roles and permissions. */
export async function loadAccess(db: Db, userId: string): Promise<Access> {
  const roleRows = await rolesOfUser(db, userId);
  const enabledRoles = enabledOf(roleRows);
  if (enabledRoles.includes(ADMIN_ROLE)) return accessFrom(roleRows, [], []);
  const [granted, byRule] = await Promise.all([
    permissionsOfRoles(db, enabledRoles),
    permissionsByRule(db, ruleOfRoles(enabledRoles)),
  ]);
  return accessFrom(roleRows, granted, byRule);
}

const enabledOf = (roleRows: readonly AssignedRole[]) =>
  roleRows.filter((r) => r.enable === 1).map((r) => r.role_id);

/**
 * A user's access from what was read: every role assigned (ordered by id), the enabled permissions that its
 * enabled roles are granted (ordered by id) and those the built-in roles grant by rule (both ignored for an
 * admin, who holds all). Authentication reads all three in one query, loadAccess one by one.
 */
export function accessFrom(
  roleRows: readonly AssignedRole[],
  granted: PermissionRow[],
  byRule: readonly PermissionRow[],
): Access {
  const roles = roleRows.map((r) => r.role_id);
  const enabledRoles = enabledOf(roleRows);
  const isAdmin = enabledRoles.includes(ADMIN_ROLE);
  return { roles, enabledRoles, isAdmin, permissions: isAdmin ? [] : mergedPermissions(granted, byRule) };
}

/** Granted and by-rule permissions together, each once, by id. */
function mergedPermissions(granted: PermissionRow[], byRule: readonly PermissionRow[]): PermissionRow[] {
  if (byRule.length === 0) return granted;
  const merged = new Map([...granted, ...byRule].map((p) => [p.permission_id, p]));
  return [...merged.values()].sort((a, b) => (a.permission_id < b.permission_id ? -1 : 1));
}

/** Permission ids as tokens and userInfo carry them (admins carry none: they hold all). */
export const permissionIds = (access: Access): string[] => access.permissions.map((p) => p.permission_id);

/** The answers of mayCall for an access, by path (see mayCall). */
const answersOfAccess = new WeakMap<Access, Map<string, boolean>>();
/** Paths remembered per access at most (route paths are a few hundred; anything beyond is matched afresh). */
const MAX_PATHS_PER_ACCESS = 512;

/**
 * Whether the access allows a sys path: admin always, others through a matching permission. Worked out once
 * per access and path: an access is what authentication read (and its session cache holds) for one state of
 * the user's roles and permissions, and any write to those drops it (db/migrations/0022_auth_versions.ts),
 * so a permission taken away refuses the very next call, which gets a new access.
 */
export function mayCall(access: Access, path: string): boolean {
  if (access.isAdmin) return true;
  let answers = answersOfAccess.get(access);
  const known = answers?.get(path);
  if (known !== undefined) return known;
  const allowed = access.permissions.some((p) => permissionMatches(p, path));
  if (!answers) {
    answers = new Map();
    answersOfAccess.set(access, answers);
  }
  if (answers.size < MAX_PATHS_PER_ACCESS) answers.set(path, allowed);
  return allowed;
}
