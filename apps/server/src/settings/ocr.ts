import { z } from "zod";

/**
 * The settings of OCR (issue 10) and of the encryption of stored personal data: a fragment of the
 * environment schema that `config.ts` spreads into its own, its cross-variable checks and its part of the
 * typed config. Kept apart so that config.ts changes by a few lines only.
 */

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== "" ? v.trim() : undefined));

/** `1`/`true`/`yes` on, anything else (or unset) off. */
const flag = z
  .string()
  .optional()
  .transform((v) => ["1", "true", "yes", "on"].includes((v ?? "").trim().toLowerCase()));

/** The variables of this fragment, for `z.object({...ENV, ...OCR_ENV})`. */
export const OCR_ENV = {
  BAIDU_OCR_API_KEY: optionalText,
  BAIDU_OCR_SECRET_KEY: optionalText,
  BAIDU_AIP_ENDPOINT: optionalText.refine((v) => v === undefined || /^https?:\/\/[^\s?#]+$/.test(v), {
    message: "must be an http(s):// base URL without query",
  }),
  BAIDU_TOKEN_ANONYMOUS: flag,
  DATA_ENCRYPTION_KEY: optionalText.refine((v) => v === undefined || v.length >= 32, {
    message: "must be at least 32 characters",
  }),
};

/** The Baidu AI (OCR) account: on only when both keys are set. Never logged, never answered. */
export interface BaiduOcrSettings {
  apiKey: string;
  secretKey: string;
  /** Base URL of the Baidu AI platform (default https://aip.baidubce.com). */
  endpoint: string;
}

/** This fragment's part of the typed config. */
export interface OcrSettings {
  /** Baidu OCR, or undefined when BAIDU_OCR_API_KEY / BAIDU_OCR_SECRET_KEY are unset. */
  baiduOcr: BaiduOcrSettings | undefined;
  /** `plugs/baidu/client/pub/getAccessToken` answers callers without a token too (upstream's behaviour). */
  baiduTokenAnonymous: boolean;
  /** How long one call to an HTTP provider (OCR, social sign-in) may take. */
  providerHttpTimeoutMs: number;
  /** DATA_ENCRYPTION_KEY: the key material of personal data at rest; without it one derived from TOKEN_SECRET. */
  dataEncryptionKey: string | undefined;
}

// The timeout is parsed once, with the social settings (settings/social.ts), and shared.
type OcrEnv = { [K in keyof typeof OCR_ENV]: z.output<(typeof OCR_ENV)[K]> } & {
  PROVIDER_HTTP_TIMEOUT_MS: number;
};

/** The typed settings of this fragment, from the parsed environment. */
export function ocrSettings(e: OcrEnv): OcrSettings {
  return {
    baiduOcr:
      e.BAIDU_OCR_API_KEY && e.BAIDU_OCR_SECRET_KEY
        ? {
            apiKey: e.BAIDU_OCR_API_KEY,
            secretKey: e.BAIDU_OCR_SECRET_KEY,
            endpoint: (e.BAIDU_AIP_ENDPOINT ?? "https://aip.baidubce.com").replace(/\/+$/, ""),
          }
        : undefined,
    baiduTokenAnonymous: e.BAIDU_TOKEN_ANONYMOUS,
    providerHttpTimeoutMs: e.PROVIDER_HTTP_TIMEOUT_MS,
    dataEncryptionKey: e.DATA_ENCRYPTION_KEY,
  };
}

/** Checks across this fragment's variables: both Baidu keys or neither; https only in production. */
export function ocrChecks(env: NodeJS.ProcessEnv): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  const present = (name: string) => (env[name] ?? "").trim() !== "";
  if (present("BAIDU_OCR_API_KEY") !== present("BAIDU_OCR_SECRET_KEY")) {
    problems.push({
      path: "BAIDU_OCR_SECRET_KEY",
      message: "BAIDU_OCR_API_KEY and BAIDU_OCR_SECRET_KEY go together",
    });
  }
  if (env.NODE_ENV === "production" && /^http:/i.test((env.BAIDU_AIP_ENDPOINT ?? "").trim())) {
    problems.push({ path: "BAIDU_AIP_ENDPOINT", message: "must be https:// when NODE_ENV=production" });
  }
  return problems;
}
