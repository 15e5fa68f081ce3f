import {
  descriptorOf,
  type ProviderDescriptor,
  SOCIAL_PROVIDER_IDS,
  type SocialProviderId,
} from "@roster/contract";

/**
 * The social sign-in providers the server may offer: the contract's descriptors (issue 28.1). The
 * buttons come in the server's order (getLoginMethods); every fact about a provider the page needs (its
 * colour and mark, its web flows, its upstream userInfo field, its routes) is read from its descriptor.
 */
export const PROVIDERS = SOCIAL_PROVIDER_IDS;

/** One of {@link PROVIDERS}. */
export type ProviderId = SocialProviderId;

/** Whether a server's provider name is one this client knows. */
export const isProvider = (name: string): name is ProviderId =>
  (PROVIDERS as readonly string[]).includes(name);

/** The descriptor of a known provider. */
export const descriptor = (provider: ProviderId): ProviderDescriptor =>
  descriptorOf(provider) as ProviderDescriptor;

/** The brand colour of each provider's round button. */
export const brandColor = (provider: ProviderId): string => descriptor(provider).icon.color;

/** Whether the page runs inside WeChat's own browser (then WeChat sign-in uses the official-account flow). */
export const inWeixinBrowser = (userAgent = globalThis.navigator?.userAgent ?? ""): boolean =>
  /MicroMessenger/i.test(userAgent);
