import type { Texts } from "../i18n/texts.js";
import { alipay } from "./alipay.js";
import { apple } from "./apple.js";
import type { ProviderDescriptor } from "./descriptor.js";
import { douyin } from "./douyin.js";
import { huawei } from "./huawei.js";
import { qq } from "./qq.js";
import { univerify } from "./univerify.js";
import { weixin } from "./weixin.js";

export type { IconShape, ProviderDescriptor, ProviderRouteSpec } from "./descriptor.js";

/**
 * Every social sign-in provider, in the order the server lists them (getLoginMethods, the getOAuthState
 * enum). The one list of providers: everything that names them all is derived from it (issue 28.1).
 */
export const SOCIAL_PROVIDERS = [weixin, qq, douyin, alipay, huawei, apple, univerify] as const;

/** One provider's descriptor. */
export type SocialProviderDescriptor = (typeof SOCIAL_PROVIDERS)[number];
/** A provider id (`weixin`, `qq`, ...). */
export type SocialProviderId = SocialProviderDescriptor["id"];
/** The descriptor of provider `P`. */
export type ProviderOf<P extends SocialProviderId> = Extract<SocialProviderDescriptor, { id: P }>;

/** The ids of {@link SOCIAL_PROVIDERS}, in their order, as a tuple (for `z.enum`). */
export const SOCIAL_PROVIDER_IDS = SOCIAL_PROVIDERS.map((p) => p.id) as unknown as readonly [
  SocialProviderId,
  ...SocialProviderId[],
];

/** Whether `name` is a provider id. */
export const isSocialProviderId = (name: string): name is SocialProviderId =>
  (SOCIAL_PROVIDER_IDS as readonly string[]).includes(name);

/** The descriptor of `id`. */
export const providerById = <P extends SocialProviderId>(id: P): ProviderOf<P> =>
  SOCIAL_PROVIDERS.find((p) => p.id === id) as ProviderOf<P>;

/** The descriptor of `id` as the common shape (every field optional as declared), or undefined. */
export const descriptorOf = (id: string): ProviderDescriptor | undefined =>
  SOCIAL_PROVIDERS.find((p) => p.id === id);

/** Providers whose identities an OAuth `state` may be asked for (every one that verifies a credential). */
export type StatefulProviderId = Extract<SocialProviderDescriptor, { routes: { login: object } }>["id"];
/** The ids of the providers that verify a credential of their own (getOAuthState's `provider`). */
export const STATEFUL_PROVIDER_IDS = SOCIAL_PROVIDERS.filter((p) => "login" in p.routes).map(
  (p) => p.id,
) as unknown as readonly [StatefulProviderId, ...StatefulProviderId[]];

/** The providers' names in every locale, by id (field labels: the `{param}` of social errors). */
export const PROVIDER_LABELS = Object.fromEntries(SOCIAL_PROVIDERS.map((p) => [p.id, p.label])) as {
  readonly [K in SocialProviderId]: Texts;
};
