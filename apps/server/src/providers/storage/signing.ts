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

/**
 * The content types a browser may render inline: raster images, audio, video and PDF, as file sniffing
 * names them (`services/files/inspect.ts`). A browser shows such bytes as media, never as a document that
 * runs script. Everything else (SVG, HTML, XML such as `image/x+xml`, text, unknown) is an attachment.
 */
const INLINE_TYPES: ReadonlySet<string> = new Set([
  "image/png",
  "image/apng",
  "image/jpeg",
  "image/gif",
  "image/webp",
  "image/avif",
  "image/bmp",
  "image/x-icon",
  "audio/mpeg",
  "audio/mp4",
  "audio/x-m4a",
  "audio/aac",
  "audio/ogg",
  "audio/wav",
  "audio/flac",
  "video/mp4",
  "video/x-m4v",
  "video/webm",
  "video/ogg",
  "video/quicktime",
  "application/pdf",
]);

/** Whether a browser may show this type inline ({@link INLINE_TYPES}); parameters are ignored. */
export function isInlineSafe(contentType: string): boolean {
  return INLINE_TYPES.has(contentType.toLowerCase().split(";")[0]!.trim());
}
