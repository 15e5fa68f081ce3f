import { createSign, createVerify, type KeyObject } from "node:crypto";
import { readRsaPrivateKey, readRsaPublicKey } from "../../lib/rsa-keys.js";

/**
 * Alipay OpenAPI v2 signatures (outside-protocols §2): RSA2 = SHA256withRSA (PKCS#1 v1.5) over the sorted
 * request parameters, and over the raw text of the `*_response` object of an answer.
 */

/** Alipay's keys (the app's private key, Alipay's public key), read by the one RSA key reader. */
export const alipayPrivateKey = (key: string, keyType: "PKCS8" | "PKCS1"): KeyObject =>
  readRsaPrivateKey(key, keyType, "Alipay");
export const alipayPublicKey = (key: string): KeyObject => readRsaPublicKey(key, "Alipay");

/** The text Alipay signs: every parameter but `sign` and empty ones, ASCII-sorted, `k=v` joined by `&`, raw values. */
export function alipaySigningString(params: Readonly<Record<string, string | undefined>>): string {
  return Object.keys(params)
    .filter((k) => k !== "sign" && params[k] !== undefined && params[k] !== "")
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join("&");
}

/** The base64 RSA2 signature of a request's parameters. */
export function signAlipayParams(
  params: Readonly<Record<string, string | undefined>>,
  key: KeyObject,
): string {
  return createSign("RSA-SHA256").update(alipaySigningString(params), "utf8").sign(key, "base64");
}

/** True when `sign` (base64) is Alipay's RSA2 signature of `content`. */
export function verifyAlipaySignature(content: string, sign: string, key: KeyObject): boolean {
  try {
    return createVerify("RSA-SHA256").update(content, "utf8").verify(key, sign, "base64");
  } catch {
    return false;
  }
}

/**
 * The raw text of a top-level member's object value (from its `{` to the matching `}`, exactly as sent),
 * or undefined. Walks the JSON text so a key inside a nested value or a string is never taken.
 */
export function rawMemberObject(text: string, member: string): string | undefined {
  let depth = 0;
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === '"') {
      const end = stringEnd(text, i);
      if (end < 0) return undefined;
      if (depth === 1 && JSON.parse(text.slice(i, end + 1)) === member) {
        let j = end + 1;
        while (/\s/.test(text[j] ?? "")) j++;
        if (text[j] !== ":") return undefined;
        j++;
        while (/\s/.test(text[j] ?? "")) j++;
        if (text[j] !== "{") return undefined;
        const close = matchingBrace(text, j);
        return close < 0 ? undefined : text.slice(j, close + 1);
      }
      i = end + 1;
      continue;
    }
    if (ch === "{" || ch === "[") depth++;
    else if (ch === "}" || ch === "]") depth--;
    i++;
  }
  return undefined;
}

/** Index of the quote that closes the string opening at `start`, or -1. */
function stringEnd(text: string, start: number): number {
  for (let i = start + 1; i < text.length; i++) {
    if (text[i] === "\\") i++;
    else if (text[i] === '"') return i;
  }
  return -1;
}

/** Index of the `}` that closes the object opening at `start`, or -1. */
function matchingBrace(text: string, start: number): number {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    const ch = text[i];
    if (ch === '"') {
      i = stringEnd(text, i);
      if (i < 0) return -1;
    } else if (ch === "{" || ch === "[") depth++;
    else if (ch === "}" || ch === "]") {
      depth--;
      if (depth === 0) return i;
    }
  }
  return -1;
}

/** Alipay's timestamp format, "yyyy-MM-dd HH:mm:ss" in Beijing time (UTC+8, no daylight saving). */
export function alipayTimestamp(epochMs: number): string {
  return new Date(epochMs + 8 * 3600_000).toISOString().slice(0, 19).replace("T", " ");
}
