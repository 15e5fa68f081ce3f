import { RosterError, SECOND_FACTOR_LIMITS } from "@roster/contract";
import type { DialectName } from "../../db/connect.js";
import type { UserIdentityRow, UserRow } from "../../db/schema.js";
import type { Db } from "../../db/types.js";
import type { Clock } from "../../lib/clock.js";
import type { Config } from "../../settings/config.js";
import { type Access, accessFrom, permissionIds } from "../access/access.js";
import type { AuthCache } from "./auth-cache.js";
import { extendSession, findSessionForAuth, sessionAuthenticatedAt, touchSession } from "./repository.js";
import { type CachedSession, isLive } from "./sessions.js";
import type { IssuedToken, TokenPayload, Tokens } from "./tokens.js";

/**
 * What authentication reads of the services (`Services` is one). Named here, not taken from services.ts:
 * the container sits above this folder, because it holds the sessions' parts (tokens, the auth cache).
 */
export interface AuthServices {
  db: Db;
  dialect: DialectName;
  clock: Clock;
  config: Pick<Config, "token">;
  tokens: Tokens;
  authCache: AuthCache<CachedSession>;
}

/** Who is calling, established from a token and its live session. */
export interface AuthState {
  uid: string;
  sid: string;
  token: string;
  payload: TokenPayload;
  user: UserRow;
  access: Access;
  /**
   * When the session expires (epoch ms), as read for this call; a refresh of this call moves it on
   * (`refreshed.tokenExpired`).
   */
  expiresAt: number;
  /** The caller's inviter chain (direct inviter first), read with the session. */
  inviterChain: () => Promise<string[]>;
  /** The caller's linked social identities, read with the session. */
  identities: () => Promise<UserIdentityRow[]>;
  /** A fresh token, issued because the presented one had less than the refresh threshold left. */
  refreshed?: IssuedToken;
}

/**
 * The AuthState of a session as read (or cached). A class, not an object of closures: authentication runs on
 * every signed-in call, and each closure made there cost its creation (and, under tsx, a name helper call).
 */
class SessionAuth implements AuthState {
  readonly uid: string;
  readonly sid: string;
  readonly user: UserRow;
  readonly access: Access;
  readonly expiresAt: number;
  refreshed?: IssuedToken;

  constructor(
    private readonly found: CachedSession,
    readonly token: string,
    readonly payload: TokenPayload,
  ) {
    this.uid = found.user.id;
    this.sid = found.session.id;
    this.user = found.user;
    this.access = found.access;
    this.expiresAt = found.session.expires_at;
  }

  inviterChain(): Promise<string[]> {
    return Promise.resolve(this.found.inviterUids);
  }

  identities(): Promise<UserIdentityRow[]> {
    return Promise.resolve(this.found.identities);
  }
}

/** The session, its user, access, inviter chain and identities: one query (sessions/repository.ts). */
async function readSession(svc: AuthServices, sessionId: string): Promise<CachedSession | undefined> {
  const found = await findSessionForAuth(svc.db, svc.dialect, sessionId);
  if (!found) return undefined;
  const { session, user, roles, granted, byRule, inviterUids, identities, epoch } = found;
  return { session, user, access: accessFrom(roles, granted, byRule), inviterUids, identities, epoch };
}

/**
 * The caller's session read again after its call changed what authentication reads (its profile, a linked
 * account): one query, in place of the cached entry, so that the caller's next call is a hit. Undefined when
 * the session ended during the call.
 */
export async function rereadSession(
  svc: AuthServices,
  caller: Pick<AuthState, "uid" | "sid">,
): Promise<CachedSession | undefined> {
  const found = await svc.authCache.reload(caller.sid, () => readSession(svc, caller.sid));
  return found && found.user.id === caller.uid && isLive(found.session, svc.clock.now()) ? found : undefined;
}

/** A session is marked seen at most this often, so that reads do not each cost a write. */
const TOUCH_INTERVAL_MS = 60_000;

/** Throws the account-state errors of uni-id: disabled 10001, closed 10006. */
export function assertUsable(user: Pick<UserRow, "status">): void {
  if (user.status === 1) throw new RosterError("accountBanned");
  if (user.status === 4) throw new RosterError("accountClosed");
}

/**
 * Verifies a token (30203 expired, 30204 bad), finds its live session (30202 when revoked or gone),
 * checks the account, loads roles and permissions, and refreshes the token when it is close to expiry
 * (unless `refresh` is false: socket frames have no answer to carry a new token in).
 */
export async function authenticate(
  svc: AuthServices,
  token: string | undefined,
  options: { refresh?: boolean } = {},
): Promise<AuthState> {
  const payload = svc.tokens.verify(token);
  const now = svc.clock.now();
  const found = await svc.authCache.get(payload.sid, () => readSession(svc, payload.sid));
  if (!found || found.user.id !== payload.uid || !isLive(found.session, now)) {
    throw new RosterError("tokenNotExist");
  }
  assertUsable(found.user);
  const { access } = found;
  const state = new SessionAuth(found, token!, payload);

  const refresh = options.refresh ?? true;
  if (refresh && payload.exp * 1000 - now < svc.config.token.refreshThresholdSeconds * 1000) {
    state.refreshed = svc.tokens.sign({
      uid: state.uid,
      role: access.roles,
      permission: permissionIds(access),
      sid: state.sid,
    });
    await extendSession(svc.db, state.sid, state.refreshed.tokenExpired, now);
  } else if (now - found.session.last_seen_at > TOUCH_INTERVAL_MS) {
    await touchSession(svc.db, state.sid, now);
    // Marking a session seen is no change to what authentication decides (no trigger reports it): the
    // entry this process keeps is brought up to date here, another process's touches it at most once a minute.
    found.session.last_seen_at = now;
  }
  return state;
}

/**
 * For a route whose contract says `recentAuth`: the caller's session proved who holds it (its sign-in, or
 * a re-authentication) within SECOND_FACTOR_LIMITS.recentAuthSeconds, else 91508. Read from the session's
 * row on each such call (few, and never cached: another process's re-authentication counts at once).
 */
export async function assertRecentAuth(
  svc: Pick<AuthServices, "db" | "clock">,
  auth: AuthState,
): Promise<void> {
  const at = await sessionAuthenticatedAt(svc.db, auth.sid);
  if (at === undefined) throw new RosterError("tokenNotExist");
  if (svc.clock.now() - at > SECOND_FACTOR_LIMITS.recentAuthSeconds * 1000)
    throw new RosterError("recentAuthRequired");
}
