import { RosterError } from "@roster/contract";
import type { PermissionRow, UserRow } from "../../db/schema.js";
import type { Db } from "../../db/types.js";
import { type Access, ADMIN_ROLE, LEVEL_ROLES, QUERY_ALL_ROLE } from "./access.js";
import { coversPermission } from "./coverage.js";
import {
  type AccountRights,
  accountRights,
  accountsHolding,
  grantsOfRoles,
  menusOfRoles,
  permissionsById,
  type RoleGrants,
} from "./repository.js";

/**
 * The privilege rule (issue 8 §1), in one place: no call gives its caller, or anyone, rights the caller
 * does not hold, and no back-office call acts on an account that holds rights the caller lacks.
 *
 * - A permission is within a caller when the caller holds its url rule (coverage.ts): every permission the
 *   caller holds is, and a narrower one may be.
 * - A role is within a caller when it is not `admin` and everything it grants (its enabled permissions,
 *   bound or by the built-in level/query-all rule, and, when granting, its menus) is within the caller.
 * - An account is within a caller when every role assigned to it, enabled or not, is within the caller,
 *   and it has back-office access only if the caller has it too.
 *
 * Admins pass every check. A non-admin may grant, bind, edit or delete only what is within it, never
 * changes its own role list nor what its own roles grant, acts (update, disable, password, sessions,
 * roles, delete, codes) only on accounts within it, and reads about (outbox messages, the accounts admin-log
 * entries acted on) only accounts within it.
 */

/**
 * The caller of a back-office service: what it reads of the caller's AuthState (sessions/authentication.ts,
 * which passes as one). Spelled out here because sessions sits above access.
 */
export type Caller = { uid: string; access: Access; user: UserRow };

const RULES = {
  levelOf: (roleId: string) => (Object.hasOwn(LEVEL_ROLES, roleId) ? LEVEL_ROLES[roleId]! : 0),
  queryAll: QUERY_ALL_ROLE,
};

/** Held means by rule, not by id: an edited permission keeps its id but not its rule. */
const holds = (caller: Caller, permission: PermissionRow): boolean =>
  coversPermission(caller.access, permission);

function roleWithin(caller: Caller, roleId: string, grants: RoleGrants | undefined, menus?: Set<string>) {
  if (roleId === ADMIN_ROLE) return false;
  if (!grants) return true; // An unknown role grants nothing; the service answers that it does not exist.
  if (!grants.permissions.every((p) => holds(caller, p))) return false;
  return !menus || grants.menus.every((m) => menus.has(m));
}

/** The roles among `roleIds` (every role when omitted) that are within the caller, menus aside. */
async function rolesWithin(db: Db, caller: Caller, roleIds?: readonly string[]): Promise<Set<string>> {
  const grants = await grantsOfRoles(db, roleIds, RULES);
  return new Set([...grants].filter(([id, g]) => roleWithin(caller, id, g)).map(([id]) => id));
}

const accountWithin = (caller: Caller, account: AccountRights, within: Set<string>) =>
  account.roles.every((r) => within.has(r)) &&
  (account.allow_login_background !== 1 || caller.user.allow_login_background === 1);

/** 90130 unless the account `userId` is within the caller (an unknown id passes: the service answers it). */
export async function assertMayActOn(db: Db, caller: Caller, userId: string): Promise<void> {
  if (caller.access.isAdmin) return;
  const account = await accountRights(db, userId);
  if (account && !accountWithin(caller, account, await rolesWithin(db, caller, account.roles))) {
    throw new RosterError("targetAboveCaller");
  }
}

/** 90132 for the caller's own role list, 90130 for an account above it, 90131 for a role beyond it. */
export async function assertMayBindRoles(
  db: Db,
  caller: Caller,
  userId: string,
  roleIds: readonly string[],
): Promise<void> {
  if (caller.access.isAdmin) return;
  if (userId === caller.uid) throw new RosterError("ownRightsProtected");
  await assertMayActOn(db, caller, userId);
  const [grants, menus] = await Promise.all([grantsOfRoles(db, roleIds, RULES), heldMenus(db, caller)]);
  if (!roleIds.every((id) => roleWithin(caller, id, grants.get(id), menus))) {
    throw new RosterError("grantBeyondCaller");
  }
}

/**
 * Editing (update, delete) or binding to a role: 90131 unless the role is within the caller, menus
 * included; binding to one of the caller's own roles answers 90132.
 */
export async function assertMayEditRole(
  db: Db,
  caller: Caller,
  roleId: string,
  change: "edit" | "bind",
): Promise<void> {
  if (caller.access.isAdmin) return;
  if (change === "bind" && caller.access.roles.includes(roleId)) throw new RosterError("ownRightsProtected");
  const [grants, menus] = await Promise.all([grantsOfRoles(db, [roleId], RULES), heldMenus(db, caller)]);
  if (!roleWithin(caller, roleId, grants.get(roleId), menus)) throw new RosterError("grantBeyondCaller");
}

/** 90131 unless the caller holds every permission among `ids` (unknown ids pass: the service answers). */
export async function assertMayGrantPermissions(db: Db, caller: Caller, ids: readonly string[]) {
  if (caller.access.isAdmin) return;
  const rows = await permissionsById(db, ids);
  if (!rows.every((row) => holds(caller, row))) throw new RosterError("grantBeyondCaller");
}

/** Adding, editing or deleting a permission: 90131 unless the caller holds its rule (before and after). */
export function assertMayHoldPermission(caller: Caller, row: PermissionRow): void {
  if (!caller.access.isAdmin && !holds(caller, row)) throw new RosterError("grantBeyondCaller");
}

/** Binding, editing or deleting menus: 90131 unless each is bound to one of the caller's enabled roles. */
export async function assertMayGrantMenus(db: Db, caller: Caller, menuIds: readonly string[]) {
  if (caller.access.isAdmin) return;
  const menus = await heldMenus(db, caller);
  if (!menuIds.every((id) => menus.has(id))) throw new RosterError("grantBeyondCaller");
}

async function heldMenus(db: Db, caller: Caller): Promise<Set<string>> {
  return new Set(await menusOfRoles(db, caller.access.enabledRoles));
}

/**
 * setVerifyCode: 90133 unless the mobile or e-mail belongs to at least one account and every account that
 * holds it is within the caller. An address of no account is for admins: it may be on its way to an
 * account (a bind or a registration), which a code set now would then open.
 */
export async function assertMayReach(db: Db, caller: Caller, recipient: string): Promise<void> {
  if (caller.access.isAdmin) return;
  const accounts = await accountsHolding(db, recipient);
  const within = await rolesWithin(db, caller, [...new Set(accounts.flatMap((a) => a.roles))]);
  if (accounts.length === 0 || !accounts.every((a) => accountWithin(caller, a, within))) {
    throw new RosterError("recipientOutOfReach");
  }
}

/**
 * Which accounts a non-admin may read about (messages in the outbox, the account an admin-log entry acted
 * on): those within it, whose roles are all in `roles` and with back-office access only if `backOffice`.
 */
export interface AccountReach {
  roles: string[];
  backOffice: boolean;
}

/** The reach of a reader (outbox, admin log); undefined for admins, who read about every account. */
export async function accountReach(db: Db, caller: Caller): Promise<AccountReach | undefined> {
  if (caller.access.isAdmin) return undefined;
  const roles = [...(await rolesWithin(db, caller))];
  return { roles, backOffice: caller.user.allow_login_background === 1 };
}
