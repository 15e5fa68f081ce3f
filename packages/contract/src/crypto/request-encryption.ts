import { bytesToHex, utf8ToBytes } from "@noble/ciphers/utils.js";
import { md5 } from "@noble/hashes/legacy.js";
import { aesDecrypt, aesEncrypt } from "./aes.js";

/** md5 of a string as lower-case hex. */
export const md5Hex = (text: string): string => bytesToHex(md5(utf8ToBytes(text)));

/**
 * The request key of the encrypted mode (reference §12.2): md5(appId + deviceId + token). A missing token
 * counts as the text "undefined", as the upstream client concatenates it.
 */
export function requestKey(appId: string, deviceId: string, token: string | null | undefined): string {
  return md5Hex(`${appId}${deviceId}${token ?? "undefined"}`);
}

/** Encrypts a request's data with its timestamp: AES-256-ECB(JSON({...data, timeStamp})). */
export function encryptRequestData(
  data: Record<string, unknown>,
  key: string,
  now: number = Date.now(),
): string {
  return aesEncrypt(JSON.stringify({ ...data, timeStamp: now }), key, "aes-256-ecb");
}

/** Decrypts a request's data; returns the object with its `timeStamp`, or throws when it is not one. */
export function decryptRequestData(
  cipherText: string,
  key: string,
): Record<string, unknown> & { timeStamp: number } {
  const parsed: unknown = JSON.parse(aesDecrypt(cipherText, key, "aes-256-ecb"));
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed))
    throw new Error("not an object");
  const timeStamp = (parsed as { timeStamp?: unknown }).timeStamp;
  if (typeof timeStamp !== "number") throw new Error("no timeStamp");
  return parsed as Record<string, unknown> & { timeStamp: number };
}

const NONCE_ALPHABET = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

/** A 6-character nonce from [a-zA-Z0-9], drawn from the platform CSPRNG. */
export function responseNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return Array.from(bytes, (b) => NONCE_ALPHABET[b % NONCE_ALPHABET.length]).join("");
}

/**
 * Encrypts a response body (reference §12.4): K2 = md5(key + ts + nonce); the result is
 * "<AES-256-ECB(JSON(body), K2)>,<ts>,<nonce>".
 */
export function encryptResponseBody(
  body: unknown,
  key: string,
  now: number = Date.now(),
  nonce: string = responseNonce(),
): string {
  const ts = String(now);
  return `${aesEncrypt(JSON.stringify(body), md5Hex(key + ts + nonce), "aes-256-ecb")},${ts},${nonce}`;
}

/** Decrypts what {@link encryptResponseBody} made; throws when the text is not of that form. */
export function decryptResponseBody(text: string, key: string): unknown {
  const parts = text.split(",");
  if (parts.length !== 3) throw new Error("invalid encrypted response");
  const [cipherText, ts, nonce] = parts as [string, string, string];
  return JSON.parse(aesDecrypt(cipherText, md5Hex(key + ts + nonce), "aes-256-ecb"));
}
