import { z } from "zod";
import { alipayPrivateKey, alipayPublicKey } from "./providers/social/alipay-sign.js";
import type { ClientPlatform } from "./providers/social/types.js";

/**
 * Settings of the Alipay, Huawei, Apple and univerify sign-in providers (outside-protocols §11), as a zod
 * fragment that config.ts spreads into its schema, checks across variables, and a builder. A provider
 * whose credentials are unset is off.
 */

const text = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== "" ? v.trim() : undefined));
const url = text.refine((v) => v === undefined || /^https?:\/\/\S+$/.test(v), {
  message: "must be an http(s):// URL",
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

/** The environment variables of these providers; spread into config.ts's schema. */
export const socialMoreEnv = {
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

type Parsed = { [K in keyof typeof socialMoreEnv]: z.output<(typeof socialMoreEnv)[K]> };

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

/** Settings of the four providers; a provider with an empty list or undefined block is off. */
export interface SocialMoreConfig {
  /** Timeout of one provider HTTP call (PROVIDER_HTTP_TIMEOUT_MS, parsed by config-social.ts). */
  timeoutMs: number;
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

/** Checks across these variables on the raw environment; every problem at once. */
export function socialMoreChecks(env: NodeJS.ProcessEnv): { path: string; message: string }[] {
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

/** The typed settings from the parsed environment (after {@link socialMoreChecks} passed). */
export function socialMoreConfig(e: Parsed & { PROVIDER_HTTP_TIMEOUT_MS: number }): SocialMoreConfig {
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
    timeoutMs: e.PROVIDER_HTTP_TIMEOUT_MS,
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
