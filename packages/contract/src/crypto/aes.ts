import { cbc, ecb } from "@noble/ciphers/aes.js";
import { bytesToUtf8, utf8ToBytes } from "@noble/ciphers/utils.js";
import { RosterError } from "../errors/roster-error.js";
import { base64ToBytes, bytesToBase64 } from "./base64.js";

/** The only cipher modes Roster speaks (seed §5). */
export const AES_MODES = ["aes-256-ecb", "aes-256-cbc"] as const;
export type AesMode = (typeof AES_MODES)[number];

/** Cuts or right-pads with "0" a key to exactly `length` characters, as the reference does. */
export function fitKey(key: string, length: number): string {
  return key.length >= length ? key.slice(0, length) : key.padEnd(length, "0");
}

function cipherFor(mode: string, key: string, iv?: string) {
  const keyBytes = utf8ToBytes(fitKey(key, 32));
  if (keyBytes.length !== 32) throw new RosterError("cipherNotSupported", { mode: "non-ASCII key" });
  if (mode === "aes-256-ecb") return ecb(keyBytes);
  if (mode === "aes-256-cbc") return cbc(keyBytes, utf8ToBytes(fitKey(iv ?? key, 16)));
  throw new RosterError("cipherNotSupported", { mode });
}

/**
 * AES-256 in ECB or CBC mode with PKCS#7 padding, Base64 output. The key is cut or padded to 32
 * characters and the IV (CBC; defaults to the key) to 16. Any other mode throws `cipherNotSupported`.
 */
export function aesEncrypt(
  plaintext: string,
  key: string,
  mode: AesMode | string = "aes-256-ecb",
  iv?: string,
): string {
  return bytesToBase64(cipherFor(mode, key, iv).encrypt(utf8ToBytes(plaintext)));
}

/** The inverse of {@link aesEncrypt}; throws on bad Base64, bad padding or an unsupported mode. */
export function aesDecrypt(
  cipherText: string,
  key: string,
  mode: AesMode | string = "aes-256-ecb",
  iv?: string,
): string {
  return bytesToUtf8(cipherFor(mode, key, iv).decrypt(base64ToBytes(cipherText)));
}
