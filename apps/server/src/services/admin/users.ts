import { type ListInput, type Locale, RosterError, type UserInfo } from "@roster/contract";
import { isUniqueViolation } from "../../db/errors.js";
import type { UserRow, UserUpdate } from "../../db/schema.js";
import type { Db } from "../../db/types.js";
import { defaultClientInfo } from "../../lib/client-info.js";
import { ADMIN_ROLE } from "../access/access.js";
import { assertMayActOn, assertMayBindRoles } from "../access/privilege.js";
import { newUserRow, replacePassword } from "../accounts/accounts.js";
import { assertNewPassword } from "../accounts/password-rules.js";
import { presentUser } from "../accounts/users.js";
import { voidCodesOf } from "../codes/repository.js";
import { type ListSpec, listPage, type Page } from "../core/lists.js";
import { eraseAccount } from "../erasure/erase-account.js";
import { removeAllFactors } from "../factors/factors.js";
import { freeInviteCode } from "../invites/invite-codes.js";
import type { Services } from "../services.js";
import type { AuthState } from "../sessions/authentication.js";
import { sessionTransaction } from "../sessions/session-events.js";
import { revokeAllSessions } from "../sessions/sessions.js";
import { identitiesOfUsers } from "../social/repository.js";
import { findUserById, insertUser, updateUserRow } from "../users/repository.js";
import { findRoleIds } from "./roles-repository.js";
import {
  findInviterLinksOfUsers,
  findRoleLinksOfUsers,
  otherUserHolds,
  replaceUserRoles,
  usersQuery,
} from "./users-repository.js";

/** The users list of the console: newest first. */
export const USER_LIST: ListSpec = {
  fields: {
    _id: { ref: "users.id", type: "text", sortable: false },
    username: { ref: "users.username", type: "text", nullable: true },
    nickname: { ref: "users.nickname", type: "text" },
    mobile: { ref: "users.mobile", type: "text", nullable: true },
    email: { ref: "users.email", type: "text", nullable: true },
    status: { ref: "users.status", type: "integer" },
    gender: { ref: "users.gender", type: "integer" },
    allow_login_background: { ref: "users.allow_login_background", type: "flag" },
    my_invite_code: { ref: "users.my_invite_code", type: "text", nullable: true },
    register_date: { ref: "users.register_date", type: "bigint" },
    last_login_date: { ref: "users.last_login_date", type: "bigint", nullable: true },
  },
  defaultSort: [{ name: "register_date", type: "desc" }],
  tieBreaker: "users.id",
};

/**
 * Presents users for the console (no secrets: presentUser's allow-list, without `permission`), loading the
 * roles and inviter chains of the whole page in two queries.
 */
export async function presentUserRows(db: Db, rows: readonly UserRow[]): Promise<UserInfo[]> {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const [roles, chains, identities] = await Promise.all([
    findRoleLinksOfUsers(db, ids),
    findInviterLinksOfUsers(db, ids),
    identitiesOfUsers(db, ids),
  ]);
  return rows.map((row) => {
    const userRoles = roles.filter((r) => r.user_id === row.id).map((r) => r.role_id);
    const inviterUids = chains.filter((c) => c.user_id === row.id).map((c) => c.ancestor_id);
    // Only `roles` is read when `permission` is left out.
    const access = { roles: userRoles, enabledRoles: [], isAdmin: false, permissions: [] };
    const own = identities.filter((i) => i.user_id === row.id);
    return presentUser(row, { access, inviterUids, identities: own }, { withPermission: false });
  });
}

/** A page of the console's users list. */
export async function listUsers(db: Db, input: ListInput): Promise<Page<UserInfo>> {
  const page = await listPage(usersQuery(db), input, USER_LIST);
  return { ...page, rows: await presentUserRows(db, page.rows) };
}

/** One user for the console; 90004 when it does not exist. */
export async function loadUserRow(db: Db, id: string): Promise<UserInfo> {
  const row = await findUserById(db, id);
  if (!row) throw new RosterError("adminUserNotExist");
  return (await presentUserRows(db, [row]))[0]!;
}

/** 20102 / 60101 / 60201 when the username, mobile or e-mail belongs to another account. */
async function assertFree(
  db: Db,
  exceptId: string,
  fields: {
    username?: string | null | undefined;
    mobile?: string | null | undefined;
    email?: string | null | undefined;
  },
): Promise<void> {
  // A mobile or e-mail is taken only once confirmed; a username always.
  if (fields.username && (await otherUserHolds(db, "username", fields.username, exceptId)))
    throw new RosterError("accountExists");
  if (fields.mobile && (await otherUserHolds(db, "mobile", fields.mobile, exceptId, true)))
    throw new RosterError("mobileBound");
  if (fields.email && (await otherUserHolds(db, "email", fields.email, exceptId, true)))
    throw new RosterError("emailBound");
}

/** The fields an admin sets on an account. */
export interface AdminUserFields {
  username?: string | undefined;
  password?: string | undefined;
  nickname?: string | undefined;
  mobile?: string | null | undefined;
  email?: string | null | undefined;
  status?: number | undefined;
  allow_login_background?: 0 | 1 | undefined;
  gender?: number | undefined;
  comment?: string | null | undefined;
}

/** The columns of `fields`, with an admin-entered mobile and e-mail confirmed (or cleared with null). */
function columnsOf(fields: AdminUserFields): UserUpdate {
  const patch: UserUpdate = {};
  if (fields.username !== undefined) patch.username = fields.username.toLowerCase();
  if (fields.nickname !== undefined) patch.nickname = fields.nickname;
  if (fields.mobile !== undefined)
    Object.assign(patch, { mobile: fields.mobile, mobile_confirmed: fields.mobile ? 1 : 0 });
  if (fields.email !== undefined)
    Object.assign(patch, { email: fields.email, email_confirmed: fields.email ? 1 : 0 });
  if (fields.status !== undefined) patch.status = fields.status;
  if (fields.allow_login_background !== undefined)
    patch.allow_login_background = fields.allow_login_background;
  if (fields.gender !== undefined) patch.gender = fields.gender;
  if (fields.comment !== undefined) patch.comment = fields.comment || null;
  return patch;
}

/** A unique-index race lost after the checks: the same answers as the checks. */
function conflict(error: unknown): never {
  if (isUniqueViolation(error)) throw new RosterError("accountConflict");
  throw error;
}

/** Creates an account with a password and an invite code. */
export async function addUser(
  svc: Services,
  input: AdminUserFields & { username: string; password: string },
  locale: Locale,
): Promise<UserInfo> {
  assertNewPassword(svc, input.password, input, { field: "password", locale });
  const username = input.username.toLowerCase();
  await assertFree(svc.db, "", { username, mobile: input.mobile, email: input.email });
  const row = newUserRow(svc, defaultClientInfo({ ip: "" }), {
    nickname: input.username,
    ...columnsOf(input),
    username,
    password_hash: await svc.passwords.hash(input.password),
    my_invite_code: await freeInviteCode(svc.db),
    register_ip: null,
    register_env: null,
  } as Partial<UserRow>);
  await svc.db
    .transaction()
    .execute(async (trx) => {
      await insertUser(trx, row);
      for (const address of [row.mobile, row.email]) if (address) await voidCodesOf(trx, address);
    })
    .catch(conflict);
  return loadUserRow(svc.db, row.id);
}

/** States in which an account cannot sign in: changing to one of them signs it out everywhere. */
const LOCKED_STATES = new Set([1, 4]);

/**
 * Changes an account. A new password or a locked state (disabled, closed) revokes every session in the
 * same transaction; an admin cannot lock their own account (90121).
 */
export async function updateUser(
  svc: Services,
  actor: AuthState,
  id: string,
  fields: AdminUserFields,
  locale: Locale,
): Promise<UserInfo> {
  if (id === actor.uid && fields.status !== undefined && fields.status !== 0)
    throw new RosterError("selfProtected");
  const current = await findUserById(svc.db, id);
  if (!current) throw new RosterError("adminUserNotExist");
  await assertMayActOn(svc.db, actor, id);
  if (fields.password !== undefined) {
    const owner = {
      username: fields.username ?? current.username,
      mobile: current.mobile,
      email: current.email,
    };
    if (fields.mobile !== undefined) owner.mobile = fields.mobile;
    if (fields.email !== undefined) owner.email = fields.email;
    assertNewPassword(svc, fields.password, owner, { field: "password", locale });
  }
  await assertFree(svc.db, id, {
    username: fields.username?.toLowerCase(),
    mobile: fields.mobile,
    email: fields.email,
  });
  const now = svc.clock.now();
  const patch = columnsOf(fields);
  if (fields.password !== undefined) patch.password_hash = await svc.passwords.hash(fields.password);
  const signOut =
    fields.status !== undefined && LOCKED_STATES.has(fields.status)
      ? "disabled"
      : fields.password !== undefined
        ? "passwordChanged"
        : undefined;
  await sessionTransaction(svc, async (write) => {
    const trx = write.db;
    await updateUserRow(trx, id, { ...patch, updated_at: now });
    if (signOut) await revokeAllSessions(write, id, signOut, ownSession(actor, id));
    for (const address of [fields.mobile, fields.email]) if (address) await voidCodesOf(trx, address);
  }).catch(conflict);
  return loadUserRow(svc.db, id);
}

/**
 * Deletes an account with everything it holds, as its owner deleting it would (services/erasure); never the
 * caller's own (90121). Its sessions end and their sockets are told "deleted".
 */
export async function deleteUser(svc: Services, actor: AuthState, id: string): Promise<void> {
  if (id === actor.uid) throw new RosterError("selfProtected");
  await assertMayActOn(svc.db, actor, id);
  if (!(await eraseAccount(svc, id, { reason: "deleted" }))) throw new RosterError("adminUserNotExist");
}

/**
 * Sets the roles of an account to exactly `roleIds`, in one transaction: 90005 for an unknown role, 90121
 * when an admin would drop their own admin role.
 */
export async function bindRoles(
  svc: Services,
  actor: AuthState,
  id: string,
  roleIds: readonly string[],
): Promise<UserInfo> {
  const wanted = [...new Set(roleIds)];
  if (id === actor.uid && actor.access.roles.includes(ADMIN_ROLE) && !wanted.includes(ADMIN_ROLE)) {
    throw new RosterError("selfProtected");
  }
  await svc.db.transaction().execute(async (trx) => {
    if (!(await findUserById(trx, id))) throw new RosterError("adminUserNotExist");
    await assertMayBindRoles(trx, actor, id, wanted);
    if ((await findRoleIds(trx, wanted)).length !== wanted.length) throw new RosterError("roleNotExist");
    await replaceUserRoles(trx, id, wanted);
  });
  return loadUserRow(svc.db, id);
}

/** Sets a new password and signs the account out everywhere (one transaction). */
export async function resetUserPassword(
  svc: Services,
  actor: AuthState,
  id: string,
  password: string,
  locale: Locale,
): Promise<void> {
  const target = await findUserById(svc.db, id);
  if (!target) throw new RosterError("adminUserNotExist");
  await assertMayActOn(svc.db, actor, id);
  assertNewPassword(svc, password, target, { field: "password", locale });
  await replacePassword(svc, id, password, undefined, ownSession(actor, id));
}

/** Signs an account out everywhere; the number of sessions ended. 90004 when it does not exist. */
export async function revokeUserSessions(svc: Services, actor: AuthState, id: string): Promise<number> {
  if (!(await findUserById(svc.db, id))) throw new RosterError("adminUserNotExist");
  await assertMayActOn(svc.db, actor, id);
  return sessionTransaction(svc, (write) => revokeAllSessions(write, id, "revoked", ownSession(actor, id)));
}

/**
 * Removes every second factor of an account (a person who lost them all); the number removed. 90004 when
 * it does not exist, 90130 when it is above the caller. Its tickets waiting for a second step stay void:
 * they finish only with a factor.
 */
export async function removeUserSecondFactors(svc: Services, actor: AuthState, id: string): Promise<number> {
  if (!(await findUserById(svc.db, id))) throw new RosterError("adminUserNotExist");
  await assertMayActOn(svc.db, actor, id);
  return removeAllFactors(svc, id);
}

/**
 * The caller's session when an administrator acts on their own account: it ends with the others, and its
 * device, which learns it from the answer, is told quietly (signedOut) instead of alerted.
 */
const ownSession = (actor: AuthState, id: string): string | undefined =>
  id === actor.uid ? actor.sid : undefined;
