import { RosterError } from "@roster/contract";
import type { ClientPlatform, SocialProviderId } from "../../providers/social/types.js";
import type { Services } from "../services.js";
import { openTicket, sealTicket } from "./tickets.js";

/** How long a web sign-in may take between the state and the code coming back. */
export const STATE_SECONDS = 600;

interface StatePayload {
  provider: SocialProviderId;
  platform: ClientPlatform;
  /** The device (`vk-device-id`) that asked for it: the browser the redirect must come back to. */
  device: string;
}

/** user/pub/getOAuthState: a sealed state for this device, provider and platform. */
export function issueState(svc: Services, payload: StatePayload): string {
  return sealTicket(svc.socialKey, "state", payload, svc.clock.now() + STATE_SECONDS * 1000);
}

/**
 * Checks a `state` that came back with a code: sealed by this server, not expired, and issued to the same
 * device for the same provider and platform; otherwise `socialStateMismatch`.
 */
export function checkState(svc: Services, state: string, expected: StatePayload): void {
  let payload: StatePayload;
  try {
    payload = openTicket<StatePayload>(svc.socialKey, "state", state, svc.clock.now());
  } catch {
    throw new RosterError("socialStateMismatch");
  }
  if (
    payload.provider !== expected.provider ||
    payload.platform !== expected.platform ||
    payload.device !== expected.device
  ) {
    throw new RosterError("socialStateMismatch");
  }
}
