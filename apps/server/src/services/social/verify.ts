import { RosterError } from "@roster/contract";
import type {
  ClientPlatform,
  IdentityTokenFacts,
  SocialCredential,
  SocialIdentity,
  SocialProviderId,
} from "../../providers/social/types.js";
import type { Services } from "../services.js";
import { isFlowNonce, passOAuthState } from "./oauth-state.js";
import { providerPicture } from "./provider-picture.js";
import { saveSessionKey } from "./repository.js";
import { spendOnce } from "./spent-repository.js";
import { openTicket, sealTicket } from "./tickets.js";

/** How long an `encryptedKey` reference stays usable (the session key it names may change sooner). */
const SESSION_TICKET_MS = 3 * 24 * 3600 * 1000;

/** What an `encryptedKey` names: the identity of a mini-program session (its key stays in the database). */
export interface SessionRef {
  provider: SocialProviderId;
  platform: ClientPlatform;
  appid: string;
  openid: string;
  unionid?: string;
}

/** A verified identity, with the `encryptedKey` reference when the provider gave a session key. */
export interface Verified {
  identity: SocialIdentity;
  encryptedKey?: string;
}

/** Where a credential came from: the OAuth `state` it came back with, and the device that sent it. */
export interface CredentialFlow {
  state?: string | undefined;
  device: string;
}

/**
 * Asks provider `id` to verify a credential, for every route that takes one (login, bind, code2Session):
 * `socialNotConfigured` when this deployment has no settings for the platform; then the OAuth state rule
 * (a web platform needs the state this device was issued, used once, before the provider is asked), the
 * state's nonce bound into an identity token; an identity token is good for one use until it expires
 * (`socialCredentialUsed`), and one made for a web sign-in is refused without its state. A session key
 * is stored server-side and only a sealed reference goes back.
 */
export async function verifyCredential(
  svc: Services,
  id: SocialProviderId,
  credential: SocialCredential,
  flow: CredentialFlow,
): Promise<Verified> {
  const provider = svc.social.get(id);
  if (!provider || (!credential.appid && !provider.configured(credential.platform))) {
    throw new RosterError("socialNotConfigured", { param: id, platform: credential.platform });
  }
  const stateNonce = await passOAuthState(svc, id, credential.platform, flow);
  if (stateNonce && credential.nonce !== undefined && credential.nonce !== stateNonce) {
    throw new RosterError("appleNonceMismatch");
  }
  const { token, avatar, ...answered } = await provider.signIn(
    stateNonce ? { ...credential, nonce: stateNonce } : credential,
  );
  // What a provider says about the person is stored and shown: its picture passes the one link rule.
  const picture = providerPicture(avatar);
  const identity = picture ? { ...answered, avatar: picture } : answered;
  if (token) await spendToken(svc, id, token, stateNonce !== undefined);
  if (!identity.sessionKey) return { identity };
  const now = svc.clock.now();
  await saveSessionKey(svc.db, {
    provider: identity.provider,
    appid: identity.appid,
    openid: identity.openid,
    // Sealed at rest, bound to its identity: a database dump does not give the keys away.
    session_key: sealTicket(
      svc.socialKey,
      "stored-session-key",
      { key: identity.sessionKey, appid: identity.appid, openid: identity.openid },
      now + SESSION_TICKET_MS,
    ),
    updated_at: now,
  });
  const ref: SessionRef = {
    provider: identity.provider,
    platform: identity.platform,
    appid: identity.appid,
    openid: identity.openid,
    ...(identity.unionid ? { unionid: identity.unionid } : {}),
  };
  return { identity, encryptedKey: sealTicket(svc.socialKey, "session", ref, now + SESSION_TICKET_MS) };
}

/**
 * Accepts an identity token once: a token with this server's web nonce needs its state (else it was
 * lifted from a web sign-in and replayed elsewhere), and a token seen before is `socialCredentialUsed`.
 */
async function spendToken(
  svc: Services,
  id: SocialProviderId,
  token: IdentityTokenFacts,
  withState: boolean,
): Promise<void> {
  if (!withState && isFlowNonce(svc, token.nonce)) throw new RosterError("socialStateRequired");
  const now = svc.clock.now();
  if (!(await spendOnce(svc.db, `token:${id}:${token.id}`, token.acceptableUntil, now))) {
    throw new RosterError("socialCredentialUsed", { param: id });
  }
}

/** The identity an `encryptedKey` names (without calling the provider again), checked against `provider`. */
export function identityOfKey(
  svc: Services,
  provider: SocialProviderId,
  encryptedKey: string,
): SocialIdentity {
  const ref = openTicket<SessionRef>(svc.socialKey, "session", encryptedKey, svc.clock.now());
  if (ref.provider !== provider) throw new RosterError("socialTicketInvalid");
  return ref;
}

/**
 * The uni-app platform of a call: the `platform` field when sent, else the `vk-platform` header
 * (normalised: `app-plus` is `app`; a plain browser, `h5` or `web` or none, is `web`).
 */
export function platformOf(field: string | undefined, header: string): ClientPlatform {
  const p = (field ?? header).toLowerCase();
  if (p === "app-plus" || p === "app" || p === "app-android" || p === "app-ios") return "app";
  return (p === "" || p === "h5" ? "web" : p) as ClientPlatform;
}
