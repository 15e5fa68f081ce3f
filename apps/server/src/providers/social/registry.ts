import type { Config } from "../../config.js";
import type { Clock } from "../../services/core/clock.js";
import type { RedisLink } from "../../services/core/redis-link.js";
import { AppTokenCache } from "../app-token-cache.js";
import { DouyinProvider } from "./douyin.js";
import { MORE_PROVIDER_FACTORIES } from "./more.js";
import { QqProvider } from "./qq.js";
import type { SocialProvider, SocialProviderId } from "./types.js";
import { WeixinProvider } from "./weixin.js";

/** What a provider module's factory gets. */
export interface SocialProviderDeps {
  config: Config;
  clock: Clock;
  /** App access tokens per provider and appid, shared through Redis when REDIS_URL is set. */
  tokens: AppTokenCache;
}

/**
 * Provider modules beyond WeChat, QQ and Douyin (Alipay, Huawei, Apple, univerify) are listed here: one
 * factory each. The core (services/social) serves every listed provider's login, bind and unbind routes.
 */
const MORE_PROVIDERS: ((deps: SocialProviderDeps) => SocialProvider)[] = MORE_PROVIDER_FACTORIES;

/** Every social provider of this deployment, by id; the three built here are also typed by name. */
export interface SocialProviders {
  weixin: WeixinProvider;
  qq: QqProvider;
  douyin: DouyinProvider;
  /** The provider `id`, or undefined when no module implements it. */
  get(id: SocialProviderId): SocialProvider | undefined;
  all(): SocialProvider[];
}

/** Builds the providers once at start-up. */
export function createSocialProviders(config: Config, clock: Clock, redis?: RedisLink): SocialProviders {
  const tokens = new AppTokenCache(clock, redis);
  const weixin = new WeixinProvider(config.social, tokens);
  const qq = new QqProvider(config.social, tokens);
  const douyin = new DouyinProvider(config.social, tokens);
  const list: SocialProvider[] = [
    weixin,
    qq,
    douyin,
    ...MORE_PROVIDERS.map((make) => make({ config, clock, tokens })),
  ];
  const byId = new Map(list.map((p) => [p.id, p]));
  return { weixin, qq, douyin, get: (id) => byId.get(id), all: () => list };
}
