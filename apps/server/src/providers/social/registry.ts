import { SOCIAL_PROVIDERS, type SocialProviderId } from "@roster/contract";
import type { Clock } from "../../lib/clock.js";
import type { RedisLink } from "../../lib/redis-link.js";
import type { Config } from "../../settings/config.js";
import { AppTokenCache } from "../app-token-cache.js";
import { AlipayProvider } from "./alipay.js";
import { AppleProvider } from "./apple.js";
import { DouyinProvider } from "./douyin.js";
import { HuaweiProvider } from "./huawei.js";
import { QqProvider } from "./qq.js";
import type { SocialProvider } from "./types.js";
import { UniverifyProvider } from "./univerify.js";
import { WeixinProvider } from "./weixin.js";

/** What a provider module's factory gets. */
export interface SocialProviderDeps {
  config: Config;
  clock: Clock;
  /** App access tokens per provider and appid, shared through Redis when REDIS_URL is set. */
  tokens: AppTokenCache;
}

/**
 * The protocol module of each provider of the contract's descriptors, by id: one factory each (the
 * compiler asks for one per descriptor). Each is built even when off (its `configured()` then answers
 * false), so routes can say "not configured".
 */
const MODULES: { [K in SocialProviderId]: (deps: SocialProviderDeps) => SocialProvider & { id: K } } = {
  weixin: ({ config, tokens }) => new WeixinProvider(config.social, tokens),
  qq: ({ config, tokens }) => new QqProvider(config.social, tokens),
  douyin: ({ config, tokens }) => new DouyinProvider(config.social, tokens),
  alipay: ({ config, clock }) =>
    new AlipayProvider(config.social.alipay, config.social.timeoutMs, () => clock.now()),
  huawei: ({ config, clock }) =>
    new HuaweiProvider(config.social.huawei, config.social.timeoutMs, () => clock.now()),
  apple: ({ config, clock }) =>
    new AppleProvider(config.social.apple, config.social.timeoutMs, () => clock.now()),
  univerify: ({ config, clock }) =>
    new UniverifyProvider(config.social.univerify, config.social.timeoutMs, () => clock.now()),
};

/** Every social provider of this deployment, by id; WeChat, QQ and Douyin are also typed by name. */
export interface SocialProviders {
  weixin: WeixinProvider;
  qq: QqProvider;
  douyin: DouyinProvider;
  /** The provider `id`, or undefined when no module implements it. */
  get(id: SocialProviderId): SocialProvider | undefined;
  /** In the descriptors' order (getLoginMethods lists them so). */
  all(): SocialProvider[];
}

/** Builds the providers once at start-up, in the descriptors' order. */
export function createSocialProviders(config: Config, clock: Clock, redis?: RedisLink): SocialProviders {
  const tokens = new AppTokenCache(clock, redis);
  const list = SOCIAL_PROVIDERS.map(({ id }) => MODULES[id]({ config, clock, tokens }));
  const byId = new Map<SocialProviderId, SocialProvider>(list.map((p) => [p.id, p]));
  return {
    weixin: byId.get("weixin") as WeixinProvider,
    qq: byId.get("qq") as QqProvider,
    douyin: byId.get("douyin") as DouyinProvider,
    get: (id) => byId.get(id),
    all: () => list,
  };
}
