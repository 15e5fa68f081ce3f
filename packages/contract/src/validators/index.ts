import { PATTERNS, type PatternName } from "./patterns.js";

export { isLinkUrl } from "./link-url.js";
export { PATTERNS, type PatternName } from "./patterns.js";

/**
 * `vk.pubfn.test`: checks `value` against the named rule. Empty values fail unless `allowEmpty`.
 * Rule names are case-insensitive; an unknown rule passes, as upstream.
 */
export function test(value: unknown, rule: string, allowEmpty = false): boolean {
  if (value === undefined || value === null || value === "") return allowEmpty;
  const name = (Object.keys(PATTERNS) as PatternName[]).find((k) => k.toLowerCase() === rule.toLowerCase());
  if (!name) return true;
  return PATTERNS[name].test(String(value));
}

/** 11-digit mainland mobile number, 1 then 3-9. */
export const isMobile = (v: string): boolean => PATTERNS.mobile.test(v);
/** A letter, then 2-31 letters, digits, `_` or `-`. */
export const isUsername = (v: string): boolean => PATTERNS.username.test(v);
/** 6-18 letters, digits, `_` or `@`: the seed's rule (the `legacy` policy of password-policy.ts). */
export const isPassword = (v: string): boolean => PATTERNS.password.test(v);
/** The seed's general e-mail pattern, at most 254 characters. */
export const isEmail = (v: string): boolean => v.length <= 254 && PATTERNS.email.test(v);
/** Exactly 6 digits. */
export const isVerifyCode = (v: string): boolean => PATTERNS.mobileCode.test(v);

/** The JSON-string check of the seed: parses to an object or array. */
export function isJsonString(v: string): boolean {
  try {
    const parsed: unknown = JSON.parse(v);
    return typeof parsed === "object" && parsed !== null;
  } catch {
    return false;
  }
}

/** Whether a number lies in [min, max]. */
export const inRange = (v: number, min: number, max: number): boolean => v >= min && v <= max;

/** Whether a string's length lies in [min, max] (counted in code points). */
export const lengthInRange = (v: string, min: number, max: number): boolean =>
  inRange([...v].length, min, max);

/** Upload file kind by extension: image, video, audio or other. */
export function fileKind(name: string): "image" | "video" | "audio" | "other" {
  const path = name.split(/[?#]/)[0] ?? "";
  if (PATTERNS.image.test(path)) return "image";
  if (PATTERNS.video.test(path)) return "video";
  if (PATTERNS.audio.test(path)) return "audio";
  return "other";
}
