import type { Config } from "../../config.js";
import type { Clock } from "../../services/core/clock.js";
import { AlipayProvider } from "./alipay.js";
import { AppleProvider } from "./apple.js";
import { HuaweiProvider } from "./huawei.js";
import type { SocialProvider } from "./types.js";
import { UniverifyProvider } from "./univerify.js";

/** What a factory of these providers reads (a subset of the registry's SocialProviderDeps). */
interface MoreDeps {
  config: Config;
  clock: Clock;
}

/**
 * Factories of the Alipay, Huawei, Apple and univerify providers, listed by the registry. Each is built
 * even when off (its `configured()` then answers false), so routes can say "not configured".
 */
export const MORE_PROVIDER_FACTORIES: ((deps: MoreDeps) => SocialProvider)[] = [
  ({ config, clock }) =>
    new AlipayProvider(config.socialMore.alipay, config.socialMore.timeoutMs, () => clock.now()),
  ({ config, clock }) =>
    new HuaweiProvider(config.socialMore.huawei, config.socialMore.timeoutMs, () => clock.now()),
  ({ config, clock }) =>
    new AppleProvider(config.socialMore.apple, config.socialMore.timeoutMs, () => clock.now()),
  ({ config, clock }) =>
    new UniverifyProvider(config.socialMore.univerify, config.socialMore.timeoutMs, () => clock.now()),
];
