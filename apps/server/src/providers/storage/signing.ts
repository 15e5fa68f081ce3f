import { createHmac, timingSafeEqual } from "node:crypto";

/** HMAC-SHA256 of `text` under `key`, base64url. */
export const sign = (key: Buffer, text: string): string =>
  createHmac("sha256", key).update(text).digest("base64url");

/** Whether `signature` is the HMAC of `text` (constant time). */
export function signatureMatches(key: Buffer, text: string, signature: string): boolean {
  const expected = Buffer.from(sign(key, text));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Whether a key is one Roster could have made: relative, `/`-separated segments of letters, digits, `.`,
 * `_`, `-`, none of them `.` or `..`, at most 512 characters. Drivers refuse any other key.
 */
export function isSafeKey(key: string): boolean {
  if (key.length === 0 || key.length > 512) return false;
  return key.split("/").every((seg) => /^[A-Za-z0-9._-]{1,200}$/.test(seg) && seg !== "." && seg !== "..");
}

/** Whether `prefix` names a folder of keys Roster could have made: safe segments, ending in `/`. */
export const isSafePrefix = (prefix: string): boolean =>
  prefix.endsWith("/") && isSafeKey(prefix.slice(0, -1));

/** What a browser may show inline; everything else (SVG, HTML, scripts, unknown) is sent as an attachment. */
export function isInlineSafe(contentType: string): boolean {
  const type = contentType.toLowerCase().split(";")[0]!.trim();
  if (type === "image/svg+xml") return false;
  return /^(image|video|audio)\//.test(type) || type === "application/pdf" || type === "text/plain";
}
