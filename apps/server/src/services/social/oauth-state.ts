import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { RosterError } from "@roster/contract";
import type { ClientPlatform, SocialProviderId } from "../../providers/social/types.js";
import type { Services } from "../services.js";
import { spendOnce } from "./spent-repository.js";
import { openTicket, sealTicket } from "./tickets.js";

/** How long a web sign-in may take between the state and the code coming back. */
export const STATE_SECONDS = 600;

/**
 * The platforms whose sign-in is a browser redirect to the provider's consent page and back: the code
 * comes back through the address bar, so it must come with the `state` this server issued to this
 * browser. App and mini-program codes come from the provider's SDK and carry no state.
 */
const WEB_OAUTH_PLATFORMS: ReadonlySet<string> = new Set(["web", "h5", "h5-weixin"]);

/** Whether sign-ins from `platform` are web OAuth flows (state required). */
export const isWebOAuthPlatform = (platform: string): boolean => WEB_OAUTH_PLATFORMS.has(platform);

interface StatePayload {
  provider: SocialProviderId;
  platform: ClientPlatform;
  /** The device (`vk-device-id`) that asked for it: the browser the redirect must come back to. */
  device: string;
}

/** What getOAuthState hands out: the sealed state and the nonce to put in an OpenID Connect request. */
export interface IssuedState {
  state: string;
  nonce: string;
}

/**
 * user/pub/getOAuthState: a sealed state for this device, provider and platform, with a random id that
 * makes it good for one sign-in, and the nonce derived from that id (Apple and other OpenID Connect
 * providers copy it into their identity token, which binds the token to this state).
 */
export function issueState(svc: Services, payload: StatePayload): IssuedState {
  const id = randomBytes(16).toString("base64url");
  const state = sealTicket(
    svc.socialKey,
    "state",
    { ...payload, id },
    svc.clock.now() + STATE_SECONDS * 1000,
  );
  return { state, nonce: flowNonce(svc, id) };
}

/** The nonce of the state `id`: the id and its MAC, so that the server recognises its own nonces. */
function flowNonce(svc: Services, id: string): string {
  return `${id}.${createHmac("sha256", svc.socialKey).update(`oauth-nonce:${id}`).digest("base64url")}`;
}

/** Whether `nonce` (an identity token's claim) is one this server issued with a state. */
export function isFlowNonce(svc: Services, nonce: unknown): boolean {
  if (typeof nonce !== "string") return false;
  const id = nonce.split(".")[0];
  if (!id) return false;
  const expected = Buffer.from(flowNonce(svc, id));
  const given = Buffer.from(nonce);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * Checks and uses up a `state` that came back with a code: sealed by this server, not expired, issued to
 * the same device for the same provider and platform (else `socialStateMismatch`), and not used before
 * (else `socialStateUsed`: of parallel uses exactly one passes). Answers the state's nonce.
 */
export async function consumeState(svc: Services, state: string, expected: StatePayload): Promise<string> {
  type Opened = StatePayload & { id?: unknown; exp: number };
  let payload: Opened;
  try {
    payload = openTicket<Opened>(svc.socialKey, "state", state, svc.clock.now());
  } catch {
    throw new RosterError("socialStateMismatch");
  }
  if (
    typeof payload.id !== "string" ||
    payload.provider !== expected.provider ||
    payload.platform !== expected.platform ||
    payload.device !== expected.device
  ) {
    throw new RosterError("socialStateMismatch");
  }
  const now = svc.clock.now();
  if (!(await spendOnce(svc.db, `state:${payload.id}`, payload.exp, now))) {
    throw new RosterError("socialStateUsed");
  }
  return flowNonce(svc, payload.id);
}

/**
 * The OAuth state rule of every credential check (login, bind, code2Session, any provider): a web
 * platform requires the state (`socialStateRequired`), which is then checked and used up; elsewhere a
 * state is checked when sent. Answers the state's nonce, or undefined when no state was sent.
 */
export async function passOAuthState(
  svc: Services,
  provider: SocialProviderId,
  platform: ClientPlatform,
  flow: { state?: string | undefined; device: string },
): Promise<string | undefined> {
  if (!flow.state) {
    if (isWebOAuthPlatform(platform)) throw new RosterError("socialStateRequired");
    return undefined;
  }
  return consumeState(svc, flow.state, { provider, platform, device: flow.device });
}
