import { RosterError, type UserInfo } from "@roster/contract";
import { isUniqueViolation } from "../../db/errors.js";
import type { UserRow } from "../../db/schema.js";
import type { ClientInfo } from "../../router/context.js";
import { permissionIds } from "../access/access.js";
import { newId } from "../core/ids.js";
import { freeInviteCode } from "../invites/invite-codes.js";
import { linkNewUser } from "../invites/invite-links.js";
import type { Services } from "../services.js";
import { type AuthState, assertUsable } from "../sessions/authentication.js";
import { extendSession, openSession, revokeAllSessions } from "../sessions/sessions.js";
import { checkPasswordLimited } from "./lockout.js";
import { type LoginType, recordLogin } from "./login-log.js";
import { findLoginCandidates, findUserByUsername, insertUser, updateUserRow } from "./repository.js";
import { loadRelations, presentUser } from "./users.js";

/** A completed sign-in: the router's user filter turns it into the login-like body of the wire. */
export interface LoginIssue {
  type: "login" | "register";
  uid: string;
  token: string;
  tokenExpired: number;
  userInfo: UserInfo;
}

/**
 * Opens a session and signs a token for `user`, records the sign-in and the last-login fields, all in
 * one transaction; the caller has already proven who it is.
 */
export async function issueLogin(
  svc: Services,
  user: UserRow,
  client: ClientInfo,
  options: { type: "login" | "register"; loginType: LoginType },
): Promise<LoginIssue> {
  const now = svc.clock.now();
  const relations = await loadRelations(svc.db, user.id);
  const { access } = relations;
  const expiresAt = now + svc.config.token.expiresInSeconds * 1000;
  const sid = await svc.db.transaction().execute(async (trx) => {
    const id = await openSession(trx, {
      userId: user.id,
      client,
      now,
      expiresAt,
      maxSessions: svc.config.token.maxSessions,
    });
    await updateUserRow(trx, user.id, { last_login_date: now, last_login_ip: client.ip, updated_at: now });
    await recordLogin(trx, { userId: user.id, loginType: options.loginType, ok: true, client, now });
    return id;
  });
  const issued = svc.tokens.sign({
    uid: user.id,
    role: access.roles,
    permission: permissionIds(access),
    sid,
  });
  const updated: UserRow = { ...user, last_login_date: now, last_login_ip: client.ip };
  return {
    type: options.type,
    uid: user.id,
    ...issued,
    userInfo: presentUser(updated, relations),
  };
}

/** Builds a new user row with Roster's defaults. */
export function newUserRow(svc: Services, client: ClientInfo, fields: Partial<UserRow>): UserRow {
  const now = svc.clock.now();
  return {
    id: newId(),
    username: null,
    password_hash: null,
    nickname: "",
    avatar: "",
    gender: 0,
    mobile: null,
    mobile_confirmed: 0,
    email: null,
    email_confirmed: 0,
    status: 0,
    my_invite_code: null,
    invite_time: null,
    allow_login_background: 0,
    disable_update_password: 0,
    social_info: null,
    comment: null,
    register_date: now,
    register_ip: client.ip,
    register_env: JSON.stringify({
      appid: client.appid,
      uni_platform: client.platform,
      os_name: client.os,
      app_name: client.appName,
      app_version: client.appVersion,
      client_ip: client.ip,
    }),
    last_login_date: null,
    last_login_ip: null,
    updated_at: now,
    session_epoch: 0,
    ...fields,
  };
}

/**
 * Creates a password account (20102 when the username is taken) and signs it in; with `inviterId`, links
 * it to its inviter in the same transaction.
 */
export async function registerWithPassword(
  svc: Services,
  input: { username: string; password: string; inviterId?: string | undefined },
  client: ClientInfo,
): Promise<LoginIssue> {
  const username = input.username.toLowerCase();
  if (await findUserByUsername(svc.db, username)) throw new RosterError("accountExists");
  const user = newUserRow(svc, client, {
    username,
    nickname: input.username,
    password_hash: await svc.passwords.hash(input.password),
    my_invite_code: await freeInviteCode(svc.db),
  });
  if (input.inviterId) user.invite_time = user.register_date;
  try {
    await svc.db.transaction().execute(async (trx) => {
      await insertUser(trx, user);
      if (input.inviterId) await linkNewUser(trx, svc.dialect, user.id, input.inviterId, user.register_date);
    });
  } catch (error) {
    // Two registrations of one name at once: the unique index decides.
    if (isUniqueViolation(error)) throw new RosterError("accountExists");
    throw error;
  }
  return issueLogin(svc, user, client, { type: "register", loginType: "register" });
}

/**
 * Signs in with a username, confirmed e-mail or confirmed mobile and a password (reference §5.3-5.4),
 * with lockout per account and IP and the same cost for unknown accounts.
 */
export async function loginWithPassword(
  svc: Services,
  input: { username: string; password: string },
  client: ClientInfo,
): Promise<LoginIssue> {
  const candidates = await findLoginCandidates(svc.db, input.username);
  if (candidates.length > 1) throw new RosterError("multiUserMatched");
  const user = candidates[0];
  if (!user) {
    await svc.passwords.check(null, input.password);
    throw new RosterError("userNotExist");
  }
  const check = await checkPasswordLimited(svc, user, client.ip, input.password);
  if (!check.ok) {
    await recordLogin(svc.db, {
      userId: user.id,
      loginType: "password",
      ok: false,
      client,
      now: svc.clock.now(),
    });
    throw new RosterError("passwordError");
  }
  assertUsable(user);
  if (check.rehash) {
    await updateUserRow(svc.db, user.id, { password_hash: await svc.passwords.hash(input.password) });
  }
  return issueLogin(svc, user, client, { type: "login", loginType: "password" });
}

/** Stores a new password hash and signs the account out everywhere. */
export async function replacePassword(svc: Services, userId: string, password: string): Promise<void> {
  const hash = await svc.passwords.hash(password);
  const now = svc.clock.now();
  await svc.db.transaction().execute(async (trx) => {
    await updateUserRow(trx, userId, { password_hash: hash, updated_at: now });
    await revokeAllSessions(trx, userId, now);
  });
}

/**
 * The daily sign-in of loginByToken: a fresh token for the caller's session, recorded as a `token` login.
 */
export async function refreshLogin(svc: Services, auth: AuthState, client: ClientInfo): Promise<LoginIssue> {
  const now = svc.clock.now();
  const issued = svc.tokens.sign({
    uid: auth.uid,
    role: auth.access.roles,
    permission: permissionIds(auth.access),
    sid: auth.sid,
  });
  await svc.db.transaction().execute(async (trx) => {
    await extendSession(trx, auth.sid, issued.tokenExpired, now);
    await updateUserRow(trx, auth.uid, { last_login_date: now, last_login_ip: client.ip, updated_at: now });
    await recordLogin(trx, { userId: auth.uid, loginType: "token", ok: true, client, now });
  });
  const updated: UserRow = { ...auth.user, last_login_date: now, last_login_ip: client.ip };
  const relations = await loadRelations(svc.db, auth.uid, auth.access);
  return { type: "login", uid: auth.uid, ...issued, userInfo: presentUser(updated, relations) };
}
