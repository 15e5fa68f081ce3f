import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { decodeBase64Url } from "../../lib/base64url.js";

/** Version tag of the sealed form: `v1.<iv>.<tag>.<ciphertext>`, each part base64url. */
const VERSION = "v1";

/**
 * The AES-256 key of personal data at rest: HKDF-SHA256 of DATA_ENCRYPTION_KEY (or, without it, the token
 * secret) under a fixed label, so the key itself is never stored and differs from every other derived key.
 */
export function deriveDataKey(material: string): Buffer {
  return Buffer.from(hkdfSync("sha256", material, "roster", "roster/personal-data/aes-256-gcm/v1", 32));
}

/**
 * Encrypts `plaintext` with AES-256-GCM under `key`, a fresh 96-bit IV, and `context` as additional data
 * (a row's owner and kind: a sealed value copied to another row does not open).
 */
export function seal(key: Buffer, plaintext: string, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(context, "utf8"));
  const data = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), data].map((b) => b.toString("base64url"));
  return [VERSION, ...parts].join(".");
}

/** Decrypts what {@link seal} made under the same key and context; undefined when it does not open. */
export function unseal(key: Buffer, sealed: string, context: string): string | undefined {
  const parts = sealed.split(".");
  // Only the spelling seal() writes: four parts, canonical base64url, a 12-byte IV and the full 16-byte tag.
  const [iv, tag, data] = parts.slice(1).map(decodeBase64Url);
  if (parts.length !== 4 || parts[0] !== VERSION || iv?.length !== 12 || tag?.length !== 16 || !data)
    return undefined;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, iv, { authTagLength: 16 });
    decipher.setAAD(Buffer.from(context, "utf8"));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(data), decipher.final()]).toString("utf8");
  } catch {
    return undefined;
  }
}
