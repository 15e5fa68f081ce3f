import { z } from "zod";

/**
 * The phone apps' link verification (App Links on Android, universal links on iOS): a fragment of the
 * environment schema that `config.ts` spreads into its own, and its part of the typed config.
 */

/** SHA-256 certificate fingerprints as Android shows them: 32 hex pairs joined by colons. */
const FINGERPRINT = /^([0-9A-F]{2}:){31}[0-9A-F]{2}$/;
/** An Apple app id: team id (10 characters), a dot, the bundle id. */
const APPLE_APP_ID = /^[A-Z0-9]{10}\.[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;
const ANDROID_PACKAGE = /^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$/i;

const list = (pattern: RegExp, what: string) =>
  z
    .string()
    .optional()
    .transform((v) =>
      (v ?? "")
        .split(",")
        .map((item) => item.trim())
        .filter((item) => item !== ""),
    )
    .refine((items) => items.every((item) => pattern.test(item)), {
      message: `must be ${what}, comma-separated`,
    });

/** The variables of this fragment. */
export const MOBILE_ENV = {
  ANDROID_APP_ID: z
    .string()
    .optional()
    .transform((v) => (v ?? "").trim() || "app.roster.mobile")
    .refine((v) => ANDROID_PACKAGE.test(v), {
      message: "must be an Android package name (app.roster.mobile)",
    }),
  ANDROID_CERT_FINGERPRINTS: list(FINGERPRINT, "SHA-256 fingerprints (AB:CD:...: 32 hex pairs)"),
  APPLE_APP_IDS: list(APPLE_APP_ID, "Apple app ids (TEAMID1234.app.roster.mobile)"),
};

/** This fragment's part of the typed config. */
export interface MobileSettings {
  /** The Android app and the certificates it is signed with: `/.well-known/assetlinks.json`, or none. */
  androidApp: { packageName: string; fingerprints: string[] } | undefined;
  /** The iOS apps (team.bundle) whose universal links this host serves: `apple-app-site-association`. */
  appleAppIds: string[];
}

type MobileEnv = { [K in keyof typeof MOBILE_ENV]: z.output<(typeof MOBILE_ENV)[K]> };

export function mobileSettings(e: MobileEnv): MobileSettings {
  return {
    androidApp:
      e.ANDROID_CERT_FINGERPRINTS.length > 0
        ? { packageName: e.ANDROID_APP_ID, fingerprints: e.ANDROID_CERT_FINGERPRINTS }
        : undefined,
    appleAppIds: e.APPLE_APP_IDS,
  };
}
