import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { RosterError } from "@roster/contract";
import { createVerifier } from "fast-jwt";
import { isCanonicalJws } from "../../lib/base64url.js";
import { newId } from "../../lib/ids.js";
import { TOKEN_MAX_LENGTH } from "../../lib/sent-token.js";
import { loadAccess, permissionIds } from "../access/access.js";
import type { Services } from "../services.js";
import { type AuthState, assertUsable, authenticate } from "../sessions/authentication.js";
import { extendSession, findSessionWithUser } from "../sessions/repository.js";
import { isLive } from "../sessions/sessions.js";
import {
  deleteDeadRefreshTokens,
  deleteOldAnonymousTokens,
  findRefreshToken,
  insertRefreshToken,
} from "./repository.js";

/** An anonymous visitor's refresh token is refused this long after it was made (a new visitor then). */
export const ANONYMOUS_REFRESH_MS = 30 * 24 * 3_600_000;
/** Refresh tokens given up this long ago are deleted as their user signs in again. */
const RETENTION_MS = 30 * 24 * 3_600_000;

/**
 * Tokens of the CloudBase gateway.
 * - A signed-in user's access token IS a Roster token of the session the sign-in opened, so `router`
 *   calls carry it as they are, and revoking the session (devices page, sign-out) ends it.
 * - An anonymous visitor has no Roster account: its access token is `anon.<uuid>.<exp ms>.<HMAC>`.
 * - Refresh tokens are random, stored by SHA-256 hash, and never rotated (the SDK keeps its own).
 */

export const expired = () => new RosterError("tcbAccessTokenExpired");
export const invalidRefresh = () => new RosterError("tcbInvalidRefreshToken");
/** A field of the right type whose value the action does not take (INVALID_PARAM on the wire). */
export const invalidParam = (field: string) => new RosterError("tcbFieldInvalid", { field });

const ANON_PREFIX = "anon.";

/**
 * Access tokens live 2 hours (as CloudBase's do) or TOKEN_EXPIRES_IN when shorter; the session behind a
 * user's lives TOKEN_EXPIRES_IN from its latest refresh, like a Roster client's.
 */
export const ACCESS_SECONDS = 7200;
const accessSeconds = (svc: Services) => Math.min(ACCESS_SECONDS, svc.config.token.expiresInSeconds);

/** A user's access token: a Roster token of session `sid`, short-lived. */
export async function signUserAccess(svc: Services, userId: string, sid: string) {
  const access = await loadAccess(svc.db, userId);
  return svc.tokens.sign(
    { uid: userId, role: access.roles, permission: permissionIds(access), sid },
    accessSeconds(svc),
  );
}

const anonKey = (svc: Services) => createHmac("sha256", svc.codeKey).update("roster/tcb-anon/v1").digest();
const sign = (key: Buffer, text: string) => createHmac("sha256", key).update(text).digest("base64url");

/** Who calls: nobody signed in, an anonymous visitor, or a Roster user with a live session. */
export type TcbCaller =
  | { kind: "none" }
  | { kind: "anonymous"; uuid: string }
  | { kind: "user"; auth: AuthState; token: string };

/** An anonymous access token valid as long as a Roster token. */
export function signAnonymous(svc: Services, uuid: string): { token: string; expiresAt: number } {
  const expiresAt = svc.clock.now() + accessSeconds(svc) * 1000;
  const body = `${ANON_PREFIX}${uuid}.${expiresAt}`;
  return { token: `${body}.${sign(anonKey(svc), body)}`, expiresAt };
}

function verifyAnonymous(svc: Services, token: string): string | undefined {
  const parts = token.split(".");
  if (parts.length !== 4 || parts[0] !== "anon") return undefined;
  const body = parts.slice(0, 3).join(".");
  const given = Buffer.from(parts[3] ?? "");
  const wanted = Buffer.from(sign(anonKey(svc), body));
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return undefined;
  if (!(Number(parts[2]) > svc.clock.now())) return undefined;
  return parts[1];
}

/** The caller of a token-bearing action; any unusable access token is ACCESS_TOKEN_EXPIRED. */
export async function callerOf(svc: Services, accessToken: unknown): Promise<TcbCaller> {
  if (accessToken === undefined || accessToken === null || accessToken === "") return { kind: "none" };
  if (typeof accessToken !== "string" || accessToken.length > TOKEN_MAX_LENGTH) throw expired();
  if (accessToken.startsWith(ANON_PREFIX)) {
    const uuid = verifyAnonymous(svc, accessToken);
    if (!uuid) throw expired();
    return { kind: "anonymous", uuid };
  }
  try {
    const auth = await authenticate(svc, accessToken, { refresh: false });
    return { kind: "user", auth, token: accessToken };
  } catch (error) {
    if (error instanceof RosterError) throw expired();
    throw error;
  }
}

export const hashRefreshToken = (token: string) => createHash("sha256").update(token).digest("hex");
const newRefreshToken = () => `rt.${randomBytes(32).toString("base64url")}`;

/** A refresh token for a signed-in user's session. */
export async function issueUserRefreshToken(
  svc: Services,
  userId: string,
  sessionId: string,
): Promise<string> {
  const token = newRefreshToken();
  await deleteDeadRefreshTokens(svc.db, userId, svc.clock.now() - RETENTION_MS);
  await insertRefreshToken(svc.db, {
    token_hash: hashRefreshToken(token),
    user_id: userId,
    session_id: sessionId,
    anonymous_uuid: null,
    created_at: svc.clock.now(),
    revoked_at: null,
  });
  return token;
}

/** A new anonymous visitor: its uuid and refresh token. */
export async function issueAnonymous(svc: Services): Promise<{ uuid: string; refreshToken: string }> {
  const uuid = newId();
  const refreshToken = newRefreshToken();
  await deleteOldAnonymousTokens(svc.db, svc.clock.now() - ANONYMOUS_REFRESH_MS);
  await insertRefreshToken(svc.db, {
    token_hash: hashRefreshToken(refreshToken),
    user_id: null,
    session_id: null,
    anonymous_uuid: uuid,
    created_at: svc.clock.now(),
    revoked_at: null,
  });
  return { uuid, refreshToken };
}

/** The stored row of a refresh token that is still usable as such (not given up). */
export async function liveRefreshRow(svc: Services, refreshToken: unknown) {
  if (typeof refreshToken !== "string" || refreshToken === "" || refreshToken.length > 256) return undefined;
  const row = await findRefreshToken(svc.db, hashRefreshToken(refreshToken));
  if (!row || row.revoked_at !== null) return undefined;
  if (row.anonymous_uuid !== null && row.created_at <= svc.clock.now() - ANONYMOUS_REFRESH_MS)
    return undefined;
  return row;
}

/**
 * `auth.fetchAccessTokenWithRefreshToken`: a fresh access token; `access_token_expire` is a DURATION in ms
 * here (the SDK adds now). The session is extended like a Roster token refresh. A token given up, or whose
 * session was revoked, is INVALID_REFRESH_TOKEN; a session that expired is REFRESH_TOKEN_EXPIRED.
 */
export async function refreshAccessToken(
  svc: Services,
  refreshToken: unknown,
): Promise<{ access_token: string; access_token_expire: number }> {
  const row = await liveRefreshRow(svc, refreshToken);
  if (!row) throw invalidRefresh();
  const now = svc.clock.now();
  if (row.anonymous_uuid !== null) {
    const anon = signAnonymous(svc, row.anonymous_uuid);
    return { access_token: anon.token, access_token_expire: anon.expiresAt - now };
  }
  const found = row.session_id ? await findSessionWithUser(svc.db, row.session_id) : undefined;
  if (!found || found.user.id !== row.user_id || found.session.revoked_at !== null) throw invalidRefresh();
  if (!isLive(found.session, now)) throw new RosterError("tcbRefreshTokenExpired");
  try {
    assertUsable(found.user);
  } catch {
    throw invalidRefresh();
  }
  const issued = await signUserAccess(svc, found.user.id, found.session.id);
  await extendSession(svc.db, found.session.id, now + svc.config.token.expiresInSeconds * 1000, now);
  return { access_token: issued.token, access_token_expire: issued.tokenExpired - now };
}

/** What a custom ticket says (see {@link verifyTicket}). */
export interface Ticket {
  customUserId: string;
  /** The terms version the app's server says the person accepted (for REQUIRE_CONSENT). */
  acceptedTerms: string | undefined;
}

const verifiers = new Map<string, (token: string) => Record<string, unknown>>();

/**
 * A custom ticket is an HS256 JWT `{env, customUserId, exp, acceptedTerms?}` signed with TCB_TICKET_SECRET by the app's
 * own server (which holds the secret), as CloudBase's server SDK mints them, in the spelling it was signed in.
 * INVALID_TICKET otherwise.
 */
export function verifyTicket(svc: Services, ticket: unknown): Ticket {
  const tcb = svc.config.tcb;
  if (!tcb?.ticketSecret) throw new RosterError("tcbTicketsDisabled");
  if (typeof ticket !== "string" || ticket.length > TOKEN_MAX_LENGTH || !isCanonicalJws(ticket))
    throw new RosterError("tcbInvalidTicket");
  let verify = verifiers.get(tcb.ticketSecret);
  if (!verify) {
    verify = createVerifier({ key: tcb.ticketSecret, algorithms: ["HS256"], requiredClaims: ["exp"] });
    verifiers.set(tcb.ticketSecret, verify);
  }
  let claims: Record<string, unknown>;
  try {
    claims = verify(ticket);
  } catch {
    throw new RosterError("tcbInvalidTicket");
  }
  const id = claims.customUserId;
  if (claims.env !== tcb.envId || typeof id !== "string" || !/^[\w.@-]{4,64}$/.test(id))
    throw new RosterError("tcbInvalidTicket");
  const terms = claims.acceptedTerms;
  return { customUserId: id, acceptedTerms: typeof terms === "string" ? terms.slice(0, 32) : undefined };
}
