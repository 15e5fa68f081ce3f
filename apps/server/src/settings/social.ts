import type { SocialProviderId } from "@roster/contract";
import { z } from "zod";
import type { ClientPlatform } from "../lib/client-info.js";
import { readRsaPrivateKey, readRsaPublicKey } from "../lib/rsa-keys.js";

/**
 * The settings of every social sign-in provider (outside-protocols §11), parsed beside config.ts:
 * `SOCIAL_ENV` is spread into its schema, `socialChecks` into its cross-checks and `socialConfig` builds
 * `config.social`. Each provider of the contract's descriptors has one entry of {@link SETTINGS}: its
 * variables, their checks across variables, and its block of `config.social`. A provider is on only for the
 * platforms whose credentials are set.
 */

/** A problem with a setting, as config.ts reports it. */
type Problem = { path: string; message: string };

const text = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== "" ? v.trim() : undefined));
const url = text.refine((v) => v === undefined || /^https?:\/\/\S+$/.test(v), {
  message: "must be an http(s):// URL",
});
const endpoint = (fallback: string) =>
  text
    .refine((v) => v === undefined || /^https?:\/\/[^\s?#]+$/.test(v), {
      message: "must be an http(s):// URL",
    })
    .transform((v) => (v ?? fallback).replace(/\/+$/, ""));

/** `*_EXTRA_APPS`: a JSON array of `{platform, appid, secret}` (upstream `vk.oauth.<provider>.list`). */
const extraApps = text.transform((v, ctx) => {
  if (v === undefined) return [];
  try {
    const parsed = z
      .array(
        z.strictObject({ platform: z.string().min(1), appid: z.string().min(1), secret: z.string().min(1) }),
      )
      .safeParse(JSON.parse(v));
    if (parsed.success) return parsed.data;
  } catch {
    // reported below
  }
  ctx.addIssue({ code: "custom", message: "must be a JSON array of {platform, appid, secret}" });
  return z.NEVER;
});

const PLATFORMS = [
  "mp-weixin",
  "h5-weixin",
  "app",
  "web",
  "mp-alipay",
  "mp-qq",
  "mp-toutiao",
  "mp-harmony",
  "h5",
] as const satisfies readonly ClientPlatform[];

const extraAlipayApps = z.array(
  z.object({ platform: z.enum(PLATFORMS), appid: z.string().min(1), privateKey: z.string().min(1) }),
);

/** Whether a variable is set (not empty) in the raw environment. */
const presentIn = (env: NodeJS.ProcessEnv) => (name: string) => (env[name] ?? "").trim() !== "";

/** `<prefix>_APPID` and `<prefix>_SECRET` go together (WeChat, QQ, Douyin). */
function appPairs(env: NodeJS.ProcessEnv, prefixes: readonly string[]): Problem[] {
  const present = presentIn(env);
  return prefixes
    .filter((prefix) => present(`${prefix}_APPID`) !== present(`${prefix}_SECRET`))
    .map((prefix) => ({
      path: `${prefix}_SECRET`,
      message: `${prefix}_APPID and ${prefix}_SECRET go together`,
    }));
}

/** Two variables that go together. */
function pair(env: NodeJS.ProcessEnv, a: string, b: string): Problem[] {
  const present = presentIn(env);
  return present(a) !== present(b) ? [{ path: b, message: `${a} and ${b} go together` }] : [];
}

/** In production, each of `names` that is set must be https (with the provider module's wording). */
function httpsInProduction(env: NodeJS.ProcessEnv, names: readonly string[], message: string): Problem[] {
  if (env.NODE_ENV !== "production") return [];
  const present = presentIn(env);
  return names
    .filter((name) => present(name) && !env[name]!.trim().startsWith("https://"))
    .map((path) => ({ path, message }));
}
const HTTPS = "must be https:// when NODE_ENV=production";
const HTTPS_URL = "must be an https:// URL when NODE_ENV=production";

/** One app of a provider: the platform it serves, its id and its secret (never logged, never answered). */
export interface SocialApp {
  platform: ClientPlatform | string;
  appid: string;
  secret: string;
}

/** One Alipay application: its app_id and private key (PEM or bare base64), for one uni-app platform. */
export interface AlipayApp {
  platform: ClientPlatform;
  appid: string;
  privateKey: string;
}

/** One Huawei Account Kit client. */
export interface HuaweiClient {
  platform: ClientPlatform;
  clientId: string;
  clientSecret: string;
}

/** The parsed value of each variable of `Env`. */
type Parsed<Env extends z.ZodRawShape> = { [K in keyof Env]: z.output<Env[K]> };

/** A provider's settings: its variables, their checks on the raw environment, its block of config.social. */
interface ProviderSettings<Env extends z.ZodRawShape, Block> {
  env: Env;
  checks(env: NodeJS.ProcessEnv): Problem[];
  build(e: Parsed<Env>): Block;
}
const settings = <Env extends z.ZodRawShape, Block>(s: ProviderSettings<Env, Block>) => s;

/** The app of `<prefix>_APPID` and `<prefix>_SECRET` for `platform`, when both are set. */
const appOf = (appid: string | undefined, secret: string | undefined, platform: string): SocialApp[] =>
  appid && secret ? [{ platform, appid, secret }] : [];

const WEIXIN = settings({
  env: {
    WEIXIN_MP_APPID: text,
    WEIXIN_MP_SECRET: text,
    WEIXIN_H5_APPID: text,
    WEIXIN_H5_SECRET: text,
    WEIXIN_APP_APPID: text,
    WEIXIN_APP_SECRET: text,
    WEIXIN_WEB_APPID: text,
    WEIXIN_WEB_SECRET: text,
    WEIXIN_EXTRA_APPS: extraApps,
    WEIXIN_API_ENDPOINT: endpoint("https://api.weixin.qq.com"),
    WEIXIN_OPEN_ENDPOINT: endpoint("https://open.weixin.qq.com"),
  },
  checks: (env) => [
    ...appPairs(env, ["WEIXIN_MP", "WEIXIN_H5", "WEIXIN_APP", "WEIXIN_WEB"]),
    ...httpsInProduction(env, ["WEIXIN_API_ENDPOINT", "WEIXIN_OPEN_ENDPOINT"], HTTPS),
  ],
  build: (e) => ({
    apps: [
      ...appOf(e.WEIXIN_MP_APPID, e.WEIXIN_MP_SECRET, "mp-weixin"),
      ...appOf(e.WEIXIN_H5_APPID, e.WEIXIN_H5_SECRET, "h5-weixin"),
      ...appOf(e.WEIXIN_APP_APPID, e.WEIXIN_APP_SECRET, "app"),
      ...appOf(e.WEIXIN_WEB_APPID, e.WEIXIN_WEB_SECRET, "web"),
      ...e.WEIXIN_EXTRA_APPS,
    ] as SocialApp[],
    apiEndpoint: e.WEIXIN_API_ENDPOINT,
    openEndpoint: e.WEIXIN_OPEN_ENDPOINT,
  }),
});

const QQ = settings({
  env: {
    QQ_MP_APPID: text,
    QQ_MP_SECRET: text,
    QQ_APP_APPID: text,
    QQ_API_ENDPOINT: endpoint("https://api.q.qq.com"),
    QQ_GRAPH_ENDPOINT: endpoint("https://graph.qq.com"),
  },
  checks: (env) => [
    ...appPairs(env, ["QQ_MP"]),
    ...httpsInProduction(env, ["QQ_API_ENDPOINT", "QQ_GRAPH_ENDPOINT"], HTTPS),
  ],
  build: (e) => ({
    apps: [
      ...appOf(e.QQ_MP_APPID, e.QQ_MP_SECRET, "mp-qq"),
      ...(e.QQ_APP_APPID ? [{ platform: "app", appid: e.QQ_APP_APPID, secret: "" }] : []),
    ] as SocialApp[],
    apiEndpoint: e.QQ_API_ENDPOINT,
    graphEndpoint: e.QQ_GRAPH_ENDPOINT,
  }),
});

const DOUYIN = settings({
  env: {
    DOUYIN_MP_APPID: text,
    DOUYIN_MP_SECRET: text,
    DOUYIN_EXTRA_APPS: extraApps,
    DOUYIN_API_ENDPOINT: endpoint("https://developer.toutiao.com"),
  },
  checks: (env) => [
    ...appPairs(env, ["DOUYIN_MP"]),
    ...httpsInProduction(env, ["DOUYIN_API_ENDPOINT"], HTTPS),
  ],
  build: (e) => ({
    apps: [
      ...appOf(e.DOUYIN_MP_APPID, e.DOUYIN_MP_SECRET, "mp-toutiao"),
      ...e.DOUYIN_EXTRA_APPS,
    ] as SocialApp[],
    apiEndpoint: e.DOUYIN_API_ENDPOINT,
  }),
});

const ALIPAY = settings({
  env: {
    ALIPAY_MP_APPID: text,
    ALIPAY_MP_PRIVATE_KEY: text,
    ALIPAY_WEB_APPID: text,
    ALIPAY_WEB_PRIVATE_KEY: text,
    ALIPAY_KEY_TYPE: z.preprocess(
      (v) => (v === "" ? undefined : v),
      z.enum(["PKCS8", "PKCS1"]).default("PKCS8"),
    ),
    ALIPAY_PUBLIC_KEY: text,
    ALIPAY_EXTRA_APPS: text,
    ALIPAY_GATEWAY: url,
    ALIPAY_AUTH_ENDPOINT: url,
  },
  checks(env) {
    const present = presentIn(env);
    const problems = [
      ...pair(env, "ALIPAY_MP_APPID", "ALIPAY_MP_PRIVATE_KEY"),
      ...pair(env, "ALIPAY_WEB_APPID", "ALIPAY_WEB_PRIVATE_KEY"),
    ];
    if (present("ALIPAY_EXTRA_APPS")) {
      let ok = false;
      try {
        ok = extraAlipayApps.safeParse(JSON.parse(env.ALIPAY_EXTRA_APPS!)).success;
      } catch {
        ok = false;
      }
      if (!ok) {
        problems.push({
          path: "ALIPAY_EXTRA_APPS",
          message: "must be a JSON array of {platform, appid, privateKey}",
        });
      }
    }
    const anyAlipay = ["ALIPAY_MP_APPID", "ALIPAY_WEB_APPID", "ALIPAY_EXTRA_APPS"].some(present);
    if (anyAlipay && !present("ALIPAY_PUBLIC_KEY")) {
      problems.push({ path: "ALIPAY_PUBLIC_KEY", message: "is required when an Alipay app is set" });
    }
    const keyType = env.ALIPAY_KEY_TYPE === "PKCS1" ? "PKCS1" : "PKCS8";
    const readable = (name: string, read: (key: string) => unknown) => {
      if (!present(name)) return;
      try {
        read(env[name]!);
      } catch {
        problems.push({
          path: name,
          message: "is not a readable RSA key (PEM or base64 DER, see ALIPAY_KEY_TYPE)",
        });
      }
    };
    readable("ALIPAY_MP_PRIVATE_KEY", (k) => readRsaPrivateKey(k, keyType, "Alipay"));
    readable("ALIPAY_WEB_PRIVATE_KEY", (k) => readRsaPrivateKey(k, keyType, "Alipay"));
    readable("ALIPAY_PUBLIC_KEY", (k) => readRsaPublicKey(k, "Alipay"));
    problems.push(...httpsInProduction(env, ["ALIPAY_GATEWAY", "ALIPAY_AUTH_ENDPOINT"], HTTPS_URL));
    return problems;
  },
  build(e) {
    const apps: AlipayApp[] = [];
    if (e.ALIPAY_MP_APPID && e.ALIPAY_MP_PRIVATE_KEY) {
      apps.push({ platform: "mp-alipay", appid: e.ALIPAY_MP_APPID, privateKey: e.ALIPAY_MP_PRIVATE_KEY });
    }
    if (e.ALIPAY_WEB_APPID && e.ALIPAY_WEB_PRIVATE_KEY) {
      for (const platform of ["web", "h5"] as const) {
        apps.push({ platform, appid: e.ALIPAY_WEB_APPID, privateKey: e.ALIPAY_WEB_PRIVATE_KEY });
      }
    }
    if (e.ALIPAY_EXTRA_APPS) apps.push(...extraAlipayApps.parse(JSON.parse(e.ALIPAY_EXTRA_APPS)));
    return {
      apps: e.ALIPAY_PUBLIC_KEY ? apps : [],
      keyType: e.ALIPAY_KEY_TYPE as "PKCS8" | "PKCS1",
      /** Alipay's public key (PEM or bare base64): every answer is verified with it. */
      publicKey: e.ALIPAY_PUBLIC_KEY,
      gateway: e.ALIPAY_GATEWAY ?? "https://openapi.alipay.com/gateway.do",
      authEndpoint: e.ALIPAY_AUTH_ENDPOINT ?? "https://openauth.alipay.com",
    };
  },
});

const HUAWEI = settings({
  env: {
    HUAWEI_APP_CLIENT_ID: text,
    HUAWEI_APP_CLIENT_SECRET: text,
    HUAWEI_MP_CLIENT_ID: text,
    HUAWEI_MP_CLIENT_SECRET: text,
    HUAWEI_OAUTH_ENDPOINT: url,
    HUAWEI_ACCOUNT_ENDPOINT: url,
  },
  checks: (env) => [
    ...pair(env, "HUAWEI_APP_CLIENT_ID", "HUAWEI_APP_CLIENT_SECRET"),
    ...pair(env, "HUAWEI_MP_CLIENT_ID", "HUAWEI_MP_CLIENT_SECRET"),
    ...httpsInProduction(env, ["HUAWEI_OAUTH_ENDPOINT", "HUAWEI_ACCOUNT_ENDPOINT"], HTTPS_URL),
  ],
  build(e) {
    const clients: HuaweiClient[] = [];
    if (e.HUAWEI_APP_CLIENT_ID && e.HUAWEI_APP_CLIENT_SECRET) {
      clients.push({
        platform: "app",
        clientId: e.HUAWEI_APP_CLIENT_ID,
        clientSecret: e.HUAWEI_APP_CLIENT_SECRET,
      });
    }
    if (e.HUAWEI_MP_CLIENT_ID && e.HUAWEI_MP_CLIENT_SECRET) {
      clients.push({
        platform: "mp-harmony",
        clientId: e.HUAWEI_MP_CLIENT_ID,
        clientSecret: e.HUAWEI_MP_CLIENT_SECRET,
      });
    }
    return {
      clients,
      oauthEndpoint: e.HUAWEI_OAUTH_ENDPOINT ?? "https://oauth-login.cloud.huawei.com",
      accountEndpoint: e.HUAWEI_ACCOUNT_ENDPOINT ?? "https://account.cloud.huawei.com",
    };
  },
});

const APPLE = settings({
  env: { APPLE_CLIENT_IDS: text, APPLE_ENDPOINT: url },
  checks: (env) => httpsInProduction(env, ["APPLE_ENDPOINT"], HTTPS_URL),
  build: (e) => ({
    clientIds: (e.APPLE_CLIENT_IDS ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter((s) => s !== ""),
    endpoint: e.APPLE_ENDPOINT ?? "https://appleid.apple.com",
  }),
});

const UNIVERIFY = settings({
  env: {
    UNIVERIFY_BRIDGE_URL: url,
    UNIVERIFY_BRIDGE_SECRET: text.refine((v) => v === undefined || v.length >= 16, {
      message: "must be at least 16 characters",
    }),
    DCLOUD_APPID: text,
  },
  checks: (env) => [
    ...pair(env, "UNIVERIFY_BRIDGE_URL", "UNIVERIFY_BRIDGE_SECRET"),
    ...httpsInProduction(env, ["UNIVERIFY_BRIDGE_URL"], HTTPS_URL),
  ],
  build: (e): { bridgeUrl: string; secret: string; dcloudAppid: string | undefined } | undefined =>
    e.UNIVERIFY_BRIDGE_URL && e.UNIVERIFY_BRIDGE_SECRET
      ? { bridgeUrl: e.UNIVERIFY_BRIDGE_URL, secret: e.UNIVERIFY_BRIDGE_SECRET, dcloudAppid: e.DCLOUD_APPID }
      : undefined,
});

/**
 * Each provider's settings, by the id of its descriptor (the compiler asks for one per descriptor). A
 * provider with an empty list of apps (or no block) is off.
 */
const SETTINGS = {
  weixin: WEIXIN,
  qq: QQ,
  douyin: DOUYIN,
  alipay: ALIPAY,
  huawei: HUAWEI,
  apple: APPLE,
  univerify: UNIVERIFY,
} satisfies { [K in SocialProviderId]: ProviderSettings<z.ZodRawShape, unknown> };

type Settings = typeof SETTINGS;
/** The one type that has every member of the union `U`. */
type AllOf<U> = (U extends unknown ? (u: U) => void : never) extends (all: infer I) => void ? I : never;

/** The variables of every provider (and the timeout of their calls), spread into config.ts's schema. */
export const SOCIAL_ENV = Object.assign(
  { PROVIDER_HTTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5000) },
  ...Object.values(SETTINGS).map((s) => s.env),
) as { PROVIDER_HTTP_TIMEOUT_MS: z.ZodDefault<z.ZodCoercedNumber<unknown>> } & AllOf<
  Settings[SocialProviderId]["env"]
>;

/** `config.social`: the block of each provider, and the timeout of one provider HTTP call. */
export type SocialConfig = { [K in SocialProviderId]: ReturnType<Settings[K]["build"]> } & {
  /** PROVIDER_HTTP_TIMEOUT_MS: how long one provider call may take. */
  timeoutMs: number;
};

/** Every provider's checks across its variables on the raw environment; every problem at once. */
export function socialChecks(env: NodeJS.ProcessEnv): Problem[] {
  return Object.values(SETTINGS).flatMap((s) => s.checks(env));
}

/** Builds `config.social` from the parsed environment (after the checks passed). */
export function socialConfig(e: Parsed<typeof SOCIAL_ENV>): SocialConfig {
  const blocks = Object.fromEntries(
    Object.entries(SETTINGS).map(([id, s]) => [id, (s.build as (e: unknown) => unknown)(e)]),
  );
  return { ...(blocks as Omit<SocialConfig, "timeoutMs">), timeoutMs: e.PROVIDER_HTTP_TIMEOUT_MS };
}
