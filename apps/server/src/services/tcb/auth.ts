import { isEmail, isLinkUrl, isUsername, type Locale, RosterError } from "@roster/contract";
import type {
  GatewayInput,
  linkAndRetrieveDataWithTicket as linkAndRetrieveContract,
  linkWithTicket as linkWithTicketContract,
  signIn as signInContract,
  signInWithTicket as signInWithTicketContract,
  unlink as unlinkContract,
  updatePassword as updatePasswordContract,
  updateUserInfo as updateUserInfoContract,
  updateUsername as updateUsernameContract,
} from "@roster/contract/gateways";
import { isUniqueViolation } from "../../db/errors.js";
import type { UserRow, UserUpdate } from "../../db/schema.js";
import type { ClientInfo } from "../../lib/client-info.js";
import { newId } from "../../lib/ids.js";
import {
  checkPasswordLimited,
  issueLogin,
  type LoginIssue,
  loginWithPassword,
  newUserRow,
  replacePassword,
} from "../accounts/accounts.js";
import { assertNewPassword } from "../accounts/password-rules.js";
import { updateProfile } from "../accounts/profile.js";
import { freeInviteCode } from "../invites/invite-codes.js";
import type { Services } from "../services.js";
import { sessionTransaction } from "../sessions/session-events.js";
import { revokeSessions } from "../sessions/sessions.js";
import { consentOf, recordConsent } from "../sign-up/consent.js";
import { findUserById, findUserByUsername, insertUser, updateUserRow } from "../users/repository.js";
import {
  deleteCustomLinks,
  findCustomLink,
  findCustomLinksOf,
  insertCustomLink,
  revokeRefreshToken,
} from "./repository.js";
import {
  invalidParam,
  issueAnonymous,
  issueUserRefreshToken,
  liveRefreshRow,
  signUserAccess,
  type TcbCaller,
  type Ticket,
  verifyTicket,
} from "./tokens.js";

type RefreshInput = { refresh_token?: string | null | undefined };

/** What every auth action gets. */
export interface TcbContext {
  svc: Services;
  client: ClientInfo;
  locale: Locale;
  caller: TcbCaller;
}

/** A text the action needs (its contract lets it be absent): INVALID_PARAM naming it when empty. */
const required = (v: string | undefined, what: string): string => {
  if (v === undefined || v === "") throw invalidParam(what);
  return v;
};

/** The signed-in (non-anonymous) caller, else PERMISSION_DENIED. */
export function signedInUser(ctx: TcbContext) {
  if (ctx.caller.kind !== "user") throw new RosterError("tcbAccountRequired");
  return ctx.caller.auth;
}

/** A Roster sign-in as the SDK takes it: refresh token, access token, expiry as an ABSOLUTE epoch ms. */
async function signedIn(svc: Services, issue: LoginIssue) {
  const { sid } = svc.tokens.verify(issue.token);
  const refresh_token = await issueUserRefreshToken(svc, issue.uid, sid);
  const access = await signUserAccess(svc, issue.uid, sid);
  return { refresh_token, access_token: access.token, access_token_expire: access.tokenExpired };
}

/** `auth.signInAnonymously`: the same visitor while its refresh token lives, else a new one. */
export async function signInAnonymously(ctx: TcbContext, body: RefreshInput) {
  const row = await liveRefreshRow(ctx.svc, body.refresh_token);
  if (row?.anonymous_uuid && body.refresh_token)
    return { uuid: row.anonymous_uuid, refresh_token: body.refresh_token };
  const fresh = await issueAnonymous(ctx.svc);
  return { uuid: fresh.uuid, refresh_token: fresh.refreshToken };
}

/** `auth.signIn` with `loginType` EMAIL or USERNAME: Roster's password sign-in (lockout, log, session). */
export async function signIn(ctx: TcbContext, body: GatewayInput<typeof signInContract>) {
  const password = body.password ?? "";
  let identifier: string;
  if (body.loginType === "EMAIL") {
    identifier = required(body.email, "email").toLowerCase();
    if (!isEmail(identifier)) throw invalidParam("email");
  } else if (body.loginType === "USERNAME") {
    identifier = required(body.username, "username");
    if (identifier.includes("@")) throw invalidParam("username");
  } else {
    throw new RosterError("tcbLoginTypeUnsupported");
  }
  const issue = await loginWithPassword(ctx.svc, { username: identifier, password }, ctx.client);
  return signedIn(ctx.svc, issue);
}

/** The account of a custom user id, made (and linked) on its first sign-in. */
async function accountOfTicket(ctx: TcbContext, ticket: Ticket): Promise<UserRow> {
  const { svc } = ctx;
  const { customUserId } = ticket;
  const envId = svc.config.tcb!.envId;
  const link = await findCustomLink(svc.db, envId, customUserId);
  const linked = link && (await findUserById(svc.db, link.user_id));
  if (linked) return linked;
  // A new account: with REQUIRE_CONSENT the ticket must carry the accepted terms version.
  const termsVersion = consentOf(svc, ticket.acceptedTerms);
  const user = newUserRow(svc, ctx.client, {
    nickname: customUserId.slice(0, 32),
    my_invite_code: await freeInviteCode(svc.db),
  });
  try {
    await svc.db.transaction().execute(async (trx) => {
      await insertUser(trx, user);
      await insertCustomLink(trx, {
        id: newId(),
        user_id: user.id,
        envId,
        customUserId,
        at: user.register_date,
      });
      await recordConsent(trx, {
        userId: user.id,
        version: termsVersion,
        at: user.register_date,
        ip: ctx.client.ip,
      });
    });
    return user;
  } catch (error) {
    // Two first sign-ins of one custom user at once: the unique link decides, the loser reads it.
    if (!isUniqueViolation(error)) throw error;
    const winner = await findCustomLink(svc.db, envId, customUserId);
    const row = winner && (await findUserById(svc.db, winner.user_id));
    if (!row) throw error;
    return row;
  }
}

/** `auth.signInWithTicket`. */
export async function signInWithTicket(ctx: TcbContext, body: GatewayInput<typeof signInWithTicketContract>) {
  const user = await accountOfTicket(ctx, verifyTicket(ctx.svc, body.ticket));
  const issue = await issueLogin(ctx.svc, user, ctx.client, { type: "login", loginType: "ticket" });
  return signedIn(ctx.svc, issue);
}

/**
 * `auth.linkAndRetrieveDataWithTicket`: an anonymous visitor becomes the ticket's account. The visitor
 * owns nothing in Roster (no account, no files), so nothing moves; its refresh token is given up.
 */
export async function linkAndRetrieveDataWithTicket(
  ctx: TcbContext,
  body: GatewayInput<typeof linkAndRetrieveContract>,
) {
  const ticket = verifyTicket(ctx.svc, body.ticket);
  const row = await liveRefreshRow(ctx.svc, body.refresh_token);
  if (!row?.anonymous_uuid || row.anonymous_uuid !== body.anonymous_uuid)
    throw new RosterError("tcbNotAnonymous");
  const user = await accountOfTicket(ctx, ticket);
  const issue = await issueLogin(ctx.svc, user, ctx.client, { type: "login", loginType: "ticket" });
  await revokeRefreshToken(ctx.svc.db, row.token_hash, ctx.svc.clock.now());
  return { refresh_token: (await signedIn(ctx.svc, issue)).refresh_token };
}

/** `auth.logout {refresh_token}`: ends the Roster session; its refresh token is refused from then on. */
export async function logout(ctx: TcbContext, body: RefreshInput) {
  const { svc } = ctx;
  const row = await liveRefreshRow(svc, body.refresh_token);
  if (!row) return {};
  await revokeRefreshToken(svc.db, row.token_hash, svc.clock.now());
  if (row.user_id && row.session_id) {
    const { user_id: userId, session_id: sessionId } = row;
    await sessionTransaction(svc, (write) => revokeSessions(write, userId, [sessionId], "signedOut"));
  }
  return {};
}

/** `auth.isUsernameRegistered {username}`. */
export async function isUsernameRegistered(ctx: TcbContext, username: string) {
  return { data: { isRegistered: (await findUserByUsername(ctx.svc.db, username)) !== undefined } };
}

const GENDERS = ["UNKNOWN", "MALE", "FEMALE"] as const;

/** CloudBase's user info of a Roster user (or of an anonymous visitor). */
async function userInfoOf(svc: Services, caller: TcbCaller) {
  if (caller.kind === "anonymous") return { uid: caller.uuid, loginType: "ANONYMOUS" as const };
  if (caller.kind !== "user") throw new RosterError("tcbSignInRequired");
  const user = (await findUserById(svc.db, caller.auth.uid)) ?? caller.auth.user;
  const envId = svc.config.tcb!.envId;
  const custom = (await findCustomLinksOf(svc.db, user.id)).find((l) => l.appid === envId);
  return {
    uid: user.id,
    email: (user.email_confirmed === 1 && user.email) || undefined,
    username: user.username ?? undefined,
    hasPassword: user.password_hash !== null,
    customUserId: custom?.openid,
    nickName: user.nickname,
    gender: GENDERS[user.gender] ?? "UNKNOWN",
    avatarUrl: user.avatar,
    country: "",
    province: "",
    city: "",
  };
}

/** `auth.getUserInfo`. */
export async function getUserInfo(ctx: TcbContext) {
  return { data: await userInfoOf(ctx.svc, ctx.caller) };
}

/**
 * `auth.updateUserInfo`: nickName, gender (MALE / FEMALE / UNKNOWN) and avatarUrl are Roster's nickname,
 * gender and avatar; Roster keeps no country, province or city, so those are not stored.
 */
export async function updateUserInfo(ctx: TcbContext, body: GatewayInput<typeof updateUserInfoContract>) {
  const auth = signedInUser(ctx);
  const patch: UserUpdate = {};
  if (body.nickName !== undefined) patch.nickname = body.nickName;
  if (body.avatarUrl !== undefined) {
    if (!isLinkUrl(body.avatarUrl)) throw invalidParam("avatarUrl");
    patch.avatar = body.avatarUrl;
  }
  if (body.gender !== undefined) patch.gender = GENDERS.indexOf(body.gender);
  await updateProfile(ctx.svc, auth.uid, patch);
  return { data: await userInfoOf(ctx.svc, ctx.caller) };
}

/**
 * `auth.updatePassword {newPassword, oldPassword}`: as user/kh/updatePwd (lockout on wrong old passwords,
 * the policy, every session of the account ended, this one included: the SDK must sign in again).
 */
export async function updatePassword(ctx: TcbContext, body: GatewayInput<typeof updatePasswordContract>) {
  const auth = signedInUser(ctx);
  const { user } = auth;
  if (user.disable_update_password === 1) throw new RosterError("updatePasswordDisabled");
  const oldPassword = (body.oldPassword ?? "").slice(0, 256);
  const check = await checkPasswordLimited(ctx.svc, user, ctx.client.ip, oldPassword);
  if (!check.ok) throw new RosterError("invalidOldPassword");
  const { newPassword } = body;
  assertNewPassword(ctx.svc, newPassword, user, { field: "newPassword", locale: ctx.locale });
  await replacePassword(ctx.svc, user.id, newPassword, user.session_epoch, auth.sid);
  return {};
}

/** `auth.updateUsername {username}`: Roster's username rules; 20102-style refusal when taken. */
export async function updateUsername(ctx: TcbContext, body: GatewayInput<typeof updateUsernameContract>) {
  const auth = signedInUser(ctx);
  const { username } = body;
  if (!isUsername(username)) throw invalidParam("username");
  const lower = username.toLowerCase();
  const owner = await findUserByUsername(ctx.svc.db, lower);
  if (owner && owner.id !== auth.uid) throw new RosterError("accountExists");
  try {
    await updateUserRow(ctx.svc.db, auth.uid, { username: lower, updated_at: ctx.svc.clock.now() });
  } catch (error) {
    if (isUniqueViolation(error)) throw new RosterError("accountExists");
    throw error;
  }
  return {};
}

/** `auth.linkWithTicket {ticket}`: links a custom user id to the signed-in account. */
export async function linkWithTicket(ctx: TcbContext, body: GatewayInput<typeof linkWithTicketContract>) {
  const auth = signedInUser(ctx);
  const { svc } = ctx;
  const { customUserId } = verifyTicket(svc, body.ticket);
  const envId = svc.config.tcb!.envId;
  const existing = await findCustomLink(svc.db, envId, customUserId);
  if (existing) {
    if (existing.user_id === auth.uid) return {};
    throw new RosterError("tcbCustomUserLinked");
  }
  if ((await findCustomLinksOf(svc.db, auth.uid)).some((l) => l.appid === envId))
    throw new RosterError("tcbAccountLinked");
  try {
    await insertCustomLink(svc.db, {
      id: newId(),
      user_id: auth.uid,
      envId,
      customUserId,
      at: svc.clock.now(),
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new RosterError("tcbCustomUserLinked");
    throw error;
  }
  return {};
}

/**
 * `auth.unlink {platform}`: `CUSTOM` removes the custom-ticket link, unless it is the account's only way
 * to sign in. Other platforms (WeChat, QQ) are Roster's own bind routes, not this gateway's.
 */
export async function unlink(ctx: TcbContext, body: GatewayInput<typeof unlinkContract>) {
  const auth = signedInUser(ctx);
  if (body.platform?.toUpperCase() !== "CUSTOM") throw new RosterError("tcbUnlinkPlatformUnsupported");
  const user = (await findUserById(ctx.svc.db, auth.uid)) ?? auth.user;
  const canSignIn =
    user.password_hash !== null &&
    (user.username !== null || user.email_confirmed === 1 || user.mobile_confirmed === 1);
  if (!canSignIn) throw new RosterError("tcbUnlinkLastSignIn");
  await deleteCustomLinks(ctx.svc.db, auth.uid, ctx.svc.config.tcb!.envId);
  return {};
}

/** `auth.getLinkedUidList`: one Roster account is one uid. */
export async function getLinkedUidList(ctx: TcbContext) {
  signedInUser(ctx);
  return { data: { users: [await userInfoOf(ctx.svc, ctx.caller)] } };
}
