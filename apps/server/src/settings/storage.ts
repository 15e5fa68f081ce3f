import { z } from "zod";

const MiB = 1024 * 1024;
const bytes = (def: number) => z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).default(def);
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== "" ? v.trim() : undefined));
const flag = z
  .enum(["0", "1", "true", "false", ""])
  .optional()
  .transform((v) => v === "1" || v === "true");

/** The kinds of files by extension (seed: image, video, audio, other). */
export const FILE_KINDS = ["image", "video", "audio", "other"] as const;

/** The storage variables, merged into config.ts's environment schema. */
export const storageEnvFields = {
  STORAGE: z.preprocess((v) => (v === "" ? undefined : v), z.enum(["local", "s3"]).default("local")),
  PUBLIC_URL: optionalText.refine((v) => v === undefined || /^https?:\/\/[^\s]+[^/\s]$/.test(v), {
    message: "must be an http(s):// URL without a trailing slash",
  }),
  UPLOAD_MAX_BYTES: bytes(100 * MiB),
  UPLOAD_QUOTA_BYTES: bytes(1024 * MiB),
  UPLOAD_ALLOWED_TYPES: z
    .string()
    .optional()
    .transform((v) => (v && v.trim() !== "" ? v : "image,video,audio,other"))
    .transform((v) =>
      v
        .split(",")
        .map((t) => t.trim().toLowerCase())
        .filter((t) => t !== ""),
    )
    .refine(
      (list) => list.every((t) => (FILE_KINDS as readonly string[]).includes(t) || /^[a-z0-9]{1,4}$/.test(t)),
      {
        message: "must list kinds (image, video, audio, other) or extensions (png, pdf), separated by commas",
      },
    ),
  UPLOAD_SWEEP_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  EXT_STORAGE_ANONYMOUS: flag,
  ANONYMOUS_UPLOAD_QUOTA_BYTES: bytes(256 * MiB),
  ANONYMOUS_UPLOAD_IP_DAILY_BYTES: bytes(32 * MiB),
  S3_ENDPOINT: optionalText.refine((v) => v === undefined || /^https?:\/\/\S+$/.test(v), {
    message: "must be an http(s):// URL",
  }),
  S3_REGION: optionalText,
  S3_BUCKET: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: flag,
};

/** Where S3 objects go (STORAGE=s3). */
export interface S3Settings {
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

/** Files: storage driver and upload limits. */
export interface StorageConfig {
  driver: "local" | "s3";
  /** Base of the URLs Roster hands out for its own endpoints; empty: server-relative URLs. */
  publicUrl: string;
  maxBytes: number;
  quotaBytes: number;
  /** Kinds (image, video, audio, other) and extensions that may be uploaded. */
  allowedTypes: string[];
  /** How often unreported upload targets are swept (also once at start). */
  sweepSeconds: number;
  /** `user/pub/getUploadFileOptionsForExtStorage` without a signed-in caller. */
  extStorageAnonymous: boolean;
  /** Bytes all anonymous uploads (EXT_STORAGE_ANONYMOUS, CLOUD_ANONYMOUS_UPLOADS) may hold together. */
  anonymousQuotaBytes: number;
  /** Bytes the anonymous uploads signed from one IP in the last 24 hours may hold. */
  anonymousIpDailyBytes: number;
  s3: S3Settings | undefined;
}

type StorageEnv = { [K in keyof typeof storageEnvFields]: z.output<(typeof storageEnvFields)[K]> };

/** STORAGE=s3 needs its bucket, region and credentials. */
export function storageChecks(env: NodeJS.ProcessEnv): { path: string; message: string }[] {
  if (env.STORAGE !== "s3") return [];
  return ["S3_REGION", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"]
    .filter((name) => (env[name] ?? "").trim() === "")
    .map((name) => ({ path: name, message: "is required when STORAGE=s3" }));
}

/** The storage part of the config, from the parsed variables. */
export function storageConfig(e: StorageEnv): StorageConfig {
  return {
    driver: e.STORAGE,
    publicUrl: e.PUBLIC_URL ?? "",
    maxBytes: e.UPLOAD_MAX_BYTES,
    quotaBytes: e.UPLOAD_QUOTA_BYTES,
    allowedTypes: e.UPLOAD_ALLOWED_TYPES,
    sweepSeconds: e.UPLOAD_SWEEP_SECONDS,
    extStorageAnonymous: e.EXT_STORAGE_ANONYMOUS,
    anonymousQuotaBytes: e.ANONYMOUS_UPLOAD_QUOTA_BYTES,
    anonymousIpDailyBytes: e.ANONYMOUS_UPLOAD_IP_DAILY_BYTES,
    s3:
      e.STORAGE === "s3"
        ? {
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION!,
            bucket: e.S3_BUCKET!,
            accessKeyId: e.S3_ACCESS_KEY_ID!,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : undefined,
  };
}
