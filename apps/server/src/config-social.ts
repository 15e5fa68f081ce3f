import { z } from "zod";
import { alipayPrivateKey, alipayPublicKey } from "./providers/social/alipay-sign.js";
import type { ClientPlatform } from "./providers/social/types.js";

/**
 * The settings of every social sign-in provider (outside-protocols §11), parsed beside config.ts:
 * `SOCIAL_ENV` is spread into its schema, `socialChecks` into its cross-checks and `socialConfig` builds
 * `config.social`. A provider is on only for the platforms whose credentials are set: WeChat, QQ and
 * Douyin by appid and secret pairs (WEIXIN_*, QQ_*, DOUYIN_*), Alipay, Huawei, Apple and univerify by
 * their keys and client ids (ALIPAY_*, HUAWEI_*, APPLE_*, UNIVERIFY_*).
 */

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

/** The variables of Alipay, Huawei, Apple and univerify (merged into SOCIAL_ENV). */
const PROTOCOL_ENV = {
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
  HUAWEI_APP_CLIENT_ID: text,
  HUAWEI_APP_CLIENT_SECRET: text,
  HUAWEI_MP_CLIENT_ID: text,
  HUAWEI_MP_CLIENT_SECRET: text,
  HUAWEI_OAUTH_ENDPOINT: url,
  HUAWEI_ACCOUNT_ENDPOINT: url,
  APPLE_CLIENT_IDS: text,
  APPLE_ENDPOINT: url,
  UNIVERIFY_BRIDGE_URL: url,
  UNIVERIFY_BRIDGE_SECRET: text.refine((v) => v === undefined || v.length >= 16, {
    message: "must be at least 16 characters",
  }),
  DCLOUD_APPID: text,
};

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

/** Settings of Alipay, Huawei, Apple and univerify; a provider with an empty list or undefined block is off. */
interface ProtocolConfig {
  alipay: {
    apps: AlipayApp[];
    keyType: "PKCS8" | "PKCS1";
    /** Alipay's public key (PEM or bare base64): every answer is verified with it. */
    publicKey: string | undefined;
    gateway: string;
    authEndpoint: string;
  };
  huawei: { clients: HuaweiClient[]; oauthEndpoint: string; accountEndpoint: string };
  apple: { clientIds: string[]; endpoint: string };
  univerify: { bridgeUrl: string; secret: string; dcloudAppid: string | undefined } | undefined;
}

const ENDPOINTS = {
  ALIPAY_GATEWAY: "https://openapi.alipay.com/gateway.do",
  ALIPAY_AUTH_ENDPOINT: "https://openauth.alipay.com",
  HUAWEI_OAUTH_ENDPOINT: "https://oauth-login.cloud.huawei.com",
  HUAWEI_ACCOUNT_ENDPOINT: "https://account.cloud.huawei.com",
  APPLE_ENDPOINT: "https://appleid.apple.com",
} as const;

/** Checks across the Alipay, Huawei and univerify variables on the raw environment. */
function protocolChecks(env: NodeJS.ProcessEnv): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  const present = (name: string) => (env[name] ?? "").trim() !== "";
  const pair = (a: string, b: string) => {
    if (present(a) !== present(b)) problems.push({ path: b, message: `${a} and ${b} go together` });
  };
  pair("ALIPAY_MP_APPID", "ALIPAY_MP_PRIVATE_KEY");
  pair("ALIPAY_WEB_APPID", "ALIPAY_WEB_PRIVATE_KEY");
  pair("HUAWEI_APP_CLIENT_ID", "HUAWEI_APP_CLIENT_SECRET");
  pair("HUAWEI_MP_CLIENT_ID", "HUAWEI_MP_CLIENT_SECRET");
  pair("UNIVERIFY_BRIDGE_URL", "UNIVERIFY_BRIDGE_SECRET");
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
  readable("ALIPAY_MP_PRIVATE_KEY", (k) => alipayPrivateKey(k, keyType));
  readable("ALIPAY_WEB_PRIVATE_KEY", (k) => alipayPrivateKey(k, keyType));
  readable("ALIPAY_PUBLIC_KEY", alipayPublicKey);
  if (env.NODE_ENV === "production") {
    for (const name of [...Object.keys(ENDPOINTS), "UNIVERIFY_BRIDGE_URL"]) {
      if (present(name) && !/^https:\/\//.test(env[name]!.trim())) {
        problems.push({ path: name, message: "must be an https:// URL when NODE_ENV=production" });
      }
    }
  }
  return problems;
}

/** The Alipay, Huawei, Apple and univerify settings from the parsed environment (after the checks passed). */
function protocolConfig(e: SocialEnv): ProtocolConfig {
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
    alipay: {
      apps: e.ALIPAY_PUBLIC_KEY ? apps : [],
      keyType: e.ALIPAY_KEY_TYPE,
      publicKey: e.ALIPAY_PUBLIC_KEY,
      gateway: e.ALIPAY_GATEWAY ?? ENDPOINTS.ALIPAY_GATEWAY,
      authEndpoint: e.ALIPAY_AUTH_ENDPOINT ?? ENDPOINTS.ALIPAY_AUTH_ENDPOINT,
    },
    huawei: {
      clients,
      oauthEndpoint: e.HUAWEI_OAUTH_ENDPOINT ?? ENDPOINTS.HUAWEI_OAUTH_ENDPOINT,
      accountEndpoint: e.HUAWEI_ACCOUNT_ENDPOINT ?? ENDPOINTS.HUAWEI_ACCOUNT_ENDPOINT,
    },
    apple: {
      clientIds: (e.APPLE_CLIENT_IDS ?? "")
        .split(",")
        .map((s) => s.trim())
        .filter((s) => s !== ""),
      endpoint: e.APPLE_ENDPOINT ?? ENDPOINTS.APPLE_ENDPOINT,
    },
    univerify:
      e.UNIVERIFY_BRIDGE_URL && e.UNIVERIFY_BRIDGE_SECRET
        ? {
            bridgeUrl: e.UNIVERIFY_BRIDGE_URL,
            secret: e.UNIVERIFY_BRIDGE_SECRET,
            dcloudAppid: e.DCLOUD_APPID,
          }
        : undefined,
  };
}

/** The variables of this module, spread into config.ts's environment schema. */
export const SOCIAL_ENV = {
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
  QQ_MP_APPID: text,
  QQ_MP_SECRET: text,
  QQ_APP_APPID: text,
  QQ_API_ENDPOINT: endpoint("https://api.q.qq.com"),
  QQ_GRAPH_ENDPOINT: endpoint("https://graph.qq.com"),
  DOUYIN_MP_APPID: text,
  DOUYIN_MP_SECRET: text,
  DOUYIN_EXTRA_APPS: extraApps,
  DOUYIN_API_ENDPOINT: endpoint("https://developer.toutiao.com"),
  PROVIDER_HTTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5000),
  ...PROTOCOL_ENV,
};

/** One app of a provider: the platform it serves, its id and its secret (never logged, never answered). */
export interface SocialApp {
  platform: ClientPlatform | string;
  appid: string;
  secret: string;
}

/** `config.social`. */
export interface SocialConfig extends ProtocolConfig {
  /** PROVIDER_HTTP_TIMEOUT_MS: how long one provider call may take. */
  timeoutMs: number;
  weixin: { apps: SocialApp[]; apiEndpoint: string; openEndpoint: string };
  qq: { apps: SocialApp[]; apiEndpoint: string; graphEndpoint: string };
  douyin: { apps: SocialApp[]; apiEndpoint: string };
}

type SocialEnv = { [K in keyof typeof SOCIAL_ENV]: z.output<(typeof SOCIAL_ENV)[K]> };

const PAIRS = [
  ["WEIXIN_MP", "mp-weixin"],
  ["WEIXIN_H5", "h5-weixin"],
  ["WEIXIN_APP", "app"],
  ["WEIXIN_WEB", "web"],
  ["QQ_MP", "mp-qq"],
  ["DOUYIN_MP", "mp-toutiao"],
] as const;

/** Credentials come in pairs; endpoints must be https in production. */
export function socialChecks(env: NodeJS.ProcessEnv): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  const present = (name: string) => (env[name] ?? "").trim() !== "";
  for (const [prefix] of PAIRS) {
    if (present(`${prefix}_APPID`) !== present(`${prefix}_SECRET`)) {
      problems.push({
        path: `${prefix}_SECRET`,
        message: `${prefix}_APPID and ${prefix}_SECRET go together`,
      });
    }
  }
  if (env.NODE_ENV === "production") {
    for (const name of Object.keys(SOCIAL_ENV).filter((n) => n.endsWith("_ENDPOINT"))) {
      if (present(name) && !env[name]!.trim().startsWith("https://")) {
        problems.push({ path: name, message: "must be https:// when NODE_ENV=production" });
      }
    }
  }
  problems.push(...protocolChecks(env));
  return problems;
}

/** Builds `config.social` from the parsed environment. */
export function socialConfig(e: SocialEnv): SocialConfig {
  const app = (prefix: (typeof PAIRS)[number][0], platform: string): SocialApp[] => {
    const appid = e[`${prefix}_APPID`];
    const secret = e[`${prefix}_SECRET`];
    return appid && secret ? [{ platform, appid, secret }] : [];
  };
  const qqApp = e.QQ_APP_APPID ? [{ platform: "app", appid: e.QQ_APP_APPID, secret: "" }] : [];
  return {
    timeoutMs: e.PROVIDER_HTTP_TIMEOUT_MS,
    weixin: {
      apps: [
        ...app("WEIXIN_MP", "mp-weixin"),
        ...app("WEIXIN_H5", "h5-weixin"),
        ...app("WEIXIN_APP", "app"),
        ...app("WEIXIN_WEB", "web"),
        ...e.WEIXIN_EXTRA_APPS,
      ],
      apiEndpoint: e.WEIXIN_API_ENDPOINT,
      openEndpoint: e.WEIXIN_OPEN_ENDPOINT,
    },
    qq: {
      apps: [...app("QQ_MP", "mp-qq"), ...qqApp],
      apiEndpoint: e.QQ_API_ENDPOINT,
      graphEndpoint: e.QQ_GRAPH_ENDPOINT,
    },
    douyin: {
      apps: [...app("DOUYIN_MP", "mp-toutiao"), ...e.DOUYIN_EXTRA_APPS],
      apiEndpoint: e.DOUYIN_API_ENDPOINT,
    },
    ...protocolConfig(e),
  };
}
