import { z } from "zod";

/**
 * The settings of the cloud-space gateway (issue 13): `POST /client`, where the unmodified uni-cloud client
 * SDK (`aliyun` and `private` providers) talks to Roster. A fragment of the environment schema that
 * config.ts spreads into its own, its checks and its part of the typed config.
 */

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== "" ? v.trim() : undefined));

/** `1`/`true`/`yes`/`on` on, anything else (or unset) off. */
const flag = z
  .string()
  .optional()
  .transform((v) => ["1", "true", "yes", "on"].includes((v ?? "").trim().toLowerCase()));

const int = (def: number, min: number, max: number) => z.coerce.number().int().min(min).max(max).default(def);

/** The variables of this fragment, for `z.object({...ENV, ...GATEWAY_ENV})`. */
export const GATEWAY_ENV = {
  CLOUD_SPACE_ID: optionalText.refine((v) => v === undefined || /^[A-Za-z0-9_-]{1,64}$/.test(v), {
    message: "must be 1-64 letters, digits, _ or -",
  }),
  CLOUD_CLIENT_SECRET: optionalText.refine((v) => v === undefined || v.length >= 16, {
    message: "must be at least 16 characters",
  }),
  CLOUD_PROVIDER_HOST: optionalText.refine(
    (v) => v === undefined || /^[A-Za-z0-9.-]+(:\d{1,5})?(\/[A-Za-z0-9._~-]+)*$/.test(v),
    { message: "must be a host name (with an optional port and path), without scheme or trailing slash" },
  ),
  CLOUD_SIGN_WINDOW_SECONDS: int(900, 30, 86_400),
  CLOUD_ACCESS_TOKEN_SECONDS: int(7200, 60, 604_800),
  CLOUD_ANONYMOUS_UPLOADS: flag,
};

/** The gateway, when CLOUD_SPACE_ID and CLOUD_CLIENT_SECRET are both set. Never logged, never answered. */
export interface CloudGatewaySettings {
  spaceId: string;
  clientSecret: string;
  /**
   * The https host (and optional path) that aliyun upload targets and file IDs name, e.g.
   * `roster.example.com`; undefined: the aliyun provider cannot upload (private still can).
   */
  providerHost: string | undefined;
  /** How far a call's timestamp may be off the server's clock, either way (device clocks, SDK retries). */
  signWindowSeconds: number;
  /** Lifetime of the aliyun provider's anonymous access tokens. */
  accessTokenSeconds: number;
  /** Callers without a uni-id token (every aliyun upload) may upload and read their uploads by file ID. */
  anonymousUploads: boolean;
}

type GatewayEnv = { [K in keyof typeof GATEWAY_ENV]: z.output<(typeof GATEWAY_ENV)[K]> };

/** This fragment's part of the typed config: undefined (gateway off, 404) unless the space is configured. */
export function gatewaySettings(e: GatewayEnv): { cloudGateway: CloudGatewaySettings | undefined } {
  return {
    cloudGateway:
      e.CLOUD_SPACE_ID && e.CLOUD_CLIENT_SECRET
        ? {
            spaceId: e.CLOUD_SPACE_ID,
            clientSecret: e.CLOUD_CLIENT_SECRET,
            providerHost: e.CLOUD_PROVIDER_HOST,
            signWindowSeconds: e.CLOUD_SIGN_WINDOW_SECONDS,
            accessTokenSeconds: e.CLOUD_ACCESS_TOKEN_SECONDS,
            anonymousUploads: e.CLOUD_ANONYMOUS_UPLOADS,
          }
        : undefined,
  };
}

/** The space id and the client secret go together. */
export function gatewayChecks(env: NodeJS.ProcessEnv): { path: string; message: string }[] {
  const present = (name: string) => (env[name] ?? "").trim() !== "";
  return present("CLOUD_SPACE_ID") === present("CLOUD_CLIENT_SECRET")
    ? []
    : [{ path: "CLOUD_CLIENT_SECRET", message: "CLOUD_SPACE_ID and CLOUD_CLIENT_SECRET go together" }];
}
