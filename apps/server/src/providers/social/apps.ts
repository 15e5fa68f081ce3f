import { RosterError } from "@roster/contract";
import type { SocialApp } from "../../settings/social.js";
import type { ClientPlatform, SocialProviderId } from "./types.js";

/**
 * The configured app a call uses (reference §7.5): the one whose appid the client named, else the first
 * configured for the platform. None: `socialNotConfigured` (the route says the provider is off).
 */
export function pickApp(
  provider: SocialProviderId,
  apps: readonly SocialApp[],
  platform: ClientPlatform | string,
  appid?: string,
): SocialApp {
  const found = appid
    ? apps.find((app) => app.appid === appid && app.platform === platform)
    : apps.find((app) => app.platform === platform);
  if (!found) throw new RosterError("socialNotConfigured", { param: provider, platform });
  return found;
}

/** The distinct platforms of a provider's configured apps. */
export const platformsOf = (apps: readonly SocialApp[]): ClientPlatform[] => [
  ...new Set(apps.map((app) => app.platform as ClientPlatform)),
];
