import { RosterError, type SecondFactorKind, type UserInfo } from "@roster/contract";
import type { UserRow } from "../../db/schema.js";
import type { ClientInfo } from "../../lib/client-info.js";
import { newId } from "../../lib/ids.js";
import { permissionIds } from "../access/access.js";
import { announceNewDevice, isNewDevice } from "../devices/new-device.js";
import { factorKindsOf } from "../factors/factors.js";
import { secondStepNeeded } from "../factors/second-step.js";
import type { LimitedCheck } from "../passwords/lockout.js";
import type { AttemptKey } from "../passwords/lockout-repository.js";
import type { PasswordCheck } from "../passwords/passwords.js";
import type { Services } from "../services.js";
import { type AuthState, assertUsable } from "../sessions/authentication.js";
import { extendSession } from "../sessions/repository.js";
import { sessionTransaction } from "../sessions/session-events.js";
import { openSession, revokeAllSessions } from "../sessions/sessions.js";
import { findLoginCandidates, markSignedIn, setPasswordHash, updateUserRow } from "../users/repository.js";
import { type LoginType, recordLogin } from "./login-log.js";
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
 * one transaction; the caller has already proven who it is, against `user` as it read it. That proof must
 * still hold when the session commits: if the account's sessions were ended meanwhile (a new password, a
 * reset, disabling, signing out everywhere: `session_epoch` moved on) the sign-in is refused, 10104 (or the
 * account state's code), and nothing is written. The first statement locks the user's row on PostgreSQL,
 * so that sign-ins of one account open their sessions one at a time and TOKEN_MAX_SESSIONS stays exact.
 * A sign-in from a device the account has not used lately is announced to its owner once it commits.
 *
 * Every sign-in and sign-up of every path comes here, so this is the one gate of the second step (issue
 * 29): for an account with a second factor it answers `secondStepNeeded` with a ticket and opens nothing,
 * unless the caller already took the second factor (`secondFactor`, loginBySecondFactor).
 */
export async function issueLogin(
  svc: Services,
  user: UserRow,
  client: ClientInfo,
  options: { type: "login" | "register"; loginType: LoginType; secondFactor?: SecondFactorKind },
): Promise<LoginIssue> {
  if (options.secondFactor === undefined) {
    const stop = await secondStepFor(svc, user, client, options);
    if (stop) throw stop;
  }
  const now = svc.clock.now();
  const relations = await loadRelations(svc.db, user.id);
  const { access } = relations;
  const expiresAt = now + svc.config.token.expiresInSeconds * 1000;
  const { sid, newDevice } = await sessionTransaction(svc, async (write) => {
    const trx = write.db;
    const current = await markSignedIn(trx, user.id, {
      last_login_date: now,
      last_login_ip: client.ip,
      updated_at: now,
    });
    if (!current) throw new RosterError("userNotExist");
    assertUsable(current);
    if (current.session_epoch !== user.session_epoch) throw new RosterError("credentialsChanged");
    const newDevice = await isNewDevice(trx, user, client, now);
    const id = await openSession(write, {
      userId: user.id,
      client,
      expiresAt,
      maxSessions: svc.config.token.maxSessions,
    });
    await recordLogin(trx, { userId: user.id, loginType: options.loginType, ok: true, client, now });
    return { sid: id, newDevice };
  });
  if (newDevice) announceNewDevice(svc, { userId: user.id, sessionId: sid, client, at: now });
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

/**
 * The refusal that stops a sign-in of `user` at its second step (with a new ticket), or undefined for an
 * account without a second factor. issueLogin asks it of every sign-in; a sign-in that would change the
 * account before its session (link an identity) asks it first, so that one factor changes nothing.
 */
export async function secondStepFor(
  svc: Services,
  user: UserRow,
  client: ClientInfo,
  first: { type: "login" | "register"; loginType: LoginType },
): Promise<RosterError | undefined> {
  const kinds = await factorKindsOf(svc, user.id);
  return kinds.length > 0 ? secondStepNeeded(svc, user, client, first, kinds) : undefined;
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
    auth_version: 0,
    ...fields,
  };
}

/**
 * Signs in with a username, confirmed e-mail or confirmed mobile and a password (reference §5.3-5.4),
 * with lockout per account and IP.
 *
 * A name no account has must not be told from a wrong password (issue 27): it costs the same argon2id
 * verification (of a dummy hash with the same parameters), is counted in a lockout of its own per name and
 * IP with the same limit (so it answers tries left and then 10103 exactly as an account would), and answers
 * the same `wrongCredentials`. LOGIN_UPSTREAM_CODES=1 restores upstream's answers: 10002 for an unknown
 * name (still after one hash, never counted, as upstream) and 10102 "wrong password".
 */
export async function loginWithPassword(
  svc: Services,
  input: { username: string; password: string },
  client: ClientInfo,
): Promise<LoginIssue> {
  const upstream = svc.config.loginUpstreamCodes;
  const candidates = await findLoginCandidates(svc.db, input.username);
  if (candidates.length > 1) throw new RosterError("multiUserMatched");
  const user = candidates[0];
  if (!user) throw await refuseUnknownName(svc, input, client);
  const check = await checkPasswordLimited(svc, user, client.ip, input.password).catch((error: unknown) => {
    // Deleted since it was found (PostgreSQL's counter refuses it before the hash): now a name like any
    // other that no account has.
    if (error instanceof RosterError && error.errorName === "userNotExist") return undefined;
    throw error;
  });
  if (!check) throw await refuseUnknownName(svc, input, client);
  if (!check.ok) {
    await recordLogin(svc.db, {
      userId: user.id,
      loginType: "password",
      ok: false,
      client,
      now: svc.clock.now(),
    });
    throw wrongPassword(check, upstream ? "passwordError" : "wrongCredentials");
  }
  assertUsable(user);
  if (check.rehash && user.password_hash) {
    // Only over the hash that was checked: a password changed meanwhile must not be undone.
    const fresh = await svc.passwords.hash(input.password);
    await setPasswordHash(svc.db, user.id, fresh, svc.clock.now(), { hash: user.password_hash });
  }
  return issueLogin(svc, user, client, { type: "login", loginType: "password" });
}

/**
 * The refusal of a name no account has, after the same work as a wrong password (see
 * {@link loginWithPassword}).
 */
async function refuseUnknownName(
  svc: Services,
  input: { username: string; password: string },
  client: ClientInfo,
): Promise<RosterError> {
  if (svc.config.loginUpstreamCodes) {
    await svc.passwords.check(null, input.password);
    return new RosterError("userNotExist");
  }
  // Normalised as the lookup compares it: spellings that find the same accounts share one count.
  const key = { name: input.username.toLowerCase(), ip: client.ip };
  const check = await checkWithin(svc, key, () => svc.passwords.check(null, input.password));
  // Logged as a wrong password is, without an account (nor the name): the operator sees the failures of
  // an IP, and the answer costs the same write as an account's (one commit more, measurable on PostgreSQL).
  await recordLogin(svc.db, { userId: null, loginType: "password", ok: false, client, now: svc.clock.now() });
  return wrongPassword(check, "wrongCredentials");
}

/**
 * Stores a new password hash and signs the account out everywhere, in one transaction. With
 * `ifSessionEpoch` (a change proven by the old password), 10104 when the account's sessions were ended
 * since it was read, by another change that won. `callerSessionId`: the owner's own session that made the
 * change (it is signed out too, but told by its answer, not by a forceLogout).
 */
export async function replacePassword(
  svc: Services,
  userId: string,
  password: string,
  ifSessionEpoch?: number,
  callerSessionId?: string,
): Promise<void> {
  const hash = await svc.passwords.hash(password);
  await sessionTransaction(svc, async (write) => {
    const ifStill = ifSessionEpoch === undefined ? undefined : { sessionEpoch: ifSessionEpoch };
    if (!(await setPasswordHash(write.db, userId, hash, write.now, ifStill)))
      throw new RosterError("credentialsChanged");
    await revokeAllSessions(write, userId, "passwordChanged", callerSessionId);
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
    // The user's row first, as every transaction that ends sessions takes it (no deadlock on PostgreSQL).
    await updateUserRow(trx, auth.uid, { last_login_date: now, last_login_ip: client.ip, updated_at: now });
    await extendSession(trx, auth.sid, issued.tokenExpired, now);
    await recordLogin(trx, { userId: auth.uid, loginType: "token", ok: true, client, now });
  });
  const updated: UserRow = { ...auth.user, last_login_date: now, last_login_ip: client.ip };
  const relations = await loadRelations(svc.db, auth.uid, auth.access);
  return { type: "login", uid: auth.uid, ...issued, userInfo: presentUser(updated, relations) };
}

/**
 * Checks `password` against `user`'s hash within the lockout of the account and `ip`: 10103 without
 * hashing when the budget is used up. The caller decides what a wrong password answers.
 */
export async function checkPasswordLimited(
  svc: Services,
  user: Pick<UserRow, "id" | "password_hash">,
  ip: string,
  password: string,
): Promise<LimitedCheck> {
  return checkWithin(svc, { userId: user.id, ip }, () => svc.passwords.check(user.password_hash, password));
}

/** Runs `check` within the lockout of `key`: 10103 without running it when the budget is used up. */
async function checkWithin(
  svc: Services,
  key: AttemptKey,
  check: () => Promise<PasswordCheck>,
): Promise<LimitedCheck> {
  const result = await svc.loginAttempts.check(key, check);
  if (result === "locked") {
    const until = await svc.loginAttempts.lockedUntil(key);
    throw new RosterError("passwordErrorExceedLimit", {}, until === undefined ? {} : { lockedUntil: until });
  }
  return result;
}

/** The refusal of a wrong password, saying how many tries remain before the lock. */
export const wrongPassword = (
  check: LimitedCheck,
  name: "passwordError" | "invalidOldPassword" | "wrongCredentials" = "passwordError",
) => new RosterError(name, {}, check.triesLeft === undefined ? {} : { triesLeft: check.triesLeft });
