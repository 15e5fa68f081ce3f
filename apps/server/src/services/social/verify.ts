import { RosterError } from "@roster/contract";
import type {
  ClientPlatform,
  SocialCredential,
  SocialIdentity,
  SocialProviderId,
} from "../../providers/social/types.js";
import type { Services } from "../services.js";
import { saveSessionKey } from "./repository.js";
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

/**
 * Asks provider `id` to verify a credential: `socialNotConfigured` when this deployment has no settings
 * for the platform. A session key is stored server-side and only a sealed reference goes back.
 */
export async function verifyCredential(
  svc: Services,
  id: SocialProviderId,
  credential: SocialCredential,
): Promise<Verified> {
  const provider = svc.social.get(id);
  if (!provider || (!credential.appid && !provider.configured(credential.platform))) {
    throw new RosterError("socialNotConfigured", { param: id, platform: credential.platform });
  }
  const identity = await provider.signIn(credential);
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
