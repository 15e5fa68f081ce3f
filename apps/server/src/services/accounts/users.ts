import type { UserInfo } from "@roster/contract";
import type { UserIdentityRow, UserRow } from "../../db/schema.js";
import type { Db } from "../../db/types.js";
import { type Access, loadAccess, permissionIds } from "../access/access.js";
import { avatarFileOf } from "../files/avatar-urls.js";
import { inviterChain } from "../invites/repository.js";
import { type AuthServices, type AuthState, rereadSession } from "../sessions/authentication.js";
import { findUserById, identitiesOfUser } from "../users/repository.js";
import { identityFields } from "./identity-fields.js";

/** Parses a JSON text column holding an object; anything else reads as undefined. */
function jsonObject(text: string | null): Record<string, unknown> | undefined {
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The relations the wire shape shows besides the row itself. */
export interface UserRelations {
  access: Access;
  /** Ancestor chain, direct inviter first. */
  inviterUids: string[];
  /** Linked social identities: the upstream `wx_openid`, `qq_openid`, ... fields come from them. */
  identities?: UserIdentityRow[];
}

/** Loads the relations of a user; pass `access` when it is already known (authentication loads it). */
export async function loadRelations(db: Db, userId: string, access?: Access): Promise<UserRelations> {
  const [loadedAccess, inviterUids, identities] = await Promise.all([
    access ?? loadAccess(db, userId),
    inviterChain(db, userId),
    identitiesOfUser(db, userId),
  ]);
  return { access: loadedAccess, inviterUids, identities };
}

/**
 * The wire shape of a user (upstream field names, `_id` as the key). Built from an allow-list, so no
 * secret column (password hash, lockout counters, register env) can leak by being added later.
 */
export function presentUser(
  row: UserRow,
  relations: UserRelations,
  options: { withPermission?: boolean } = { withPermission: true },
): UserInfo {
  const info: UserInfo = {
    _id: row.id,
    nickname: row.nickname,
    avatar: row.avatar,
    gender: row.gender,
    mobile_confirmed: row.mobile_confirmed,
    email_confirmed: row.email_confirmed,
    status: row.status,
    role: relations.access.roles,
    inviter_uid: relations.inviterUids,
    register_date: row.register_date,
    allow_login_background: row.allow_login_background === 1,
    has_password: row.password_hash !== null,
  };
  const avatarFile = avatarFileOf(row.avatar);
  if (avatarFile) info.avatar_file = avatarFile;
  if (row.username !== null) info.username = row.username;
  if (row.mobile !== null) info.mobile = row.mobile;
  if (row.email !== null) info.email = row.email;
  if (row.my_invite_code !== null) info.my_invite_code = row.my_invite_code;
  if (row.invite_time !== null) info.invite_time = row.invite_time;
  if (row.last_login_date !== null) info.last_login_date = row.last_login_date;
  if (row.last_login_ip !== null) info.last_login_ip = row.last_login_ip;
  if (row.comment !== null) info.comment = row.comment;
  const social = jsonObject(row.social_info);
  if (social) info.social_info = social;
  if (options.withPermission) info.permission = permissionIds(relations.access);
  if (relations.identities?.length) Object.assign(info, identityFields(relations.identities));
  return info;
}

/** Loads a user with its relations and presents it; undefined when the user is gone. */
export async function loadUserInfo(
  db: Db,
  userId: string,
  options: { withPermission?: boolean } = {},
): Promise<UserInfo | undefined> {
  const row = await findUserById(db, userId);
  if (!row) return undefined;
  return presentUser(row, await loadRelations(db, userId), {
    withPermission: options.withPermission ?? true,
  });
}

/**
 * The caller's own userInfo after its call: read with its session (authentication's one query, which the
 * caller's next call then finds cached), or apart when the session ended during the call; undefined when the
 * account is gone.
 */
export async function loadCallerInfo(
  svc: AuthServices,
  caller: Pick<AuthState, "uid" | "sid">,
): Promise<UserInfo | undefined> {
  const found = await rereadSession(svc, caller);
  if (!found) return loadUserInfo(svc.db, caller.uid);
  const { user, access, inviterUids, identities } = found;
  return presentUser(user, { access, inviterUids, identities });
}

/** The nickname an account shows others (empty for an account that is gone). */
export async function nicknameOf(db: Db, uid: string): Promise<string> {
  return (await findUserById(db, uid))?.nickname ?? "";
}
