import { z } from "zod";
import type { ClientPlatform } from "./providers/social/types.js";

/**
 * The social sign-in settings of WeChat, QQ and Douyin (outside-protocols §11), parsed beside config.ts:
 * `SOCIAL_ENV` is spread into its schema, `socialChecks` into its cross-checks and `socialConfig` builds
 * `config.social`. A provider is on only for the platforms whose credentials are set. The other providers'
 * settings (ALIPAY_*, HUAWEI_*, APPLE_*, UNIVERIFY_*) live in their own module beside this one.
 */

const text = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== "" ? v.trim() : undefined));
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
};

/** One app of a provider: the platform it serves, its id and its secret (never logged, never answered). */
export interface SocialApp {
  platform: ClientPlatform | string;
  appid: string;
  secret: string;
}

/** `config.social`. */
export interface SocialConfig {
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
  };
}
