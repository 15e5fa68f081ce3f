/**
 * Strict base64url (RFC 4648 §5, unpadded), for everything Roster reads back that it or a partner signed
 * or sealed. Node's decoder is lenient: it skips characters outside the alphabet and ignores the unused low
 * bits of the last character, so one signature has several spellings that all verify. A spelling that is
 * not the one the signer wrote is then a "new" value to anything that remembers values (replay memories,
 * caches, once-only checks) while it still opens as the old one. Only the canonical spelling is read here.
 */

const ALPHABET = /^[A-Za-z0-9_-]*$/;

/** The bytes of `text` when it is canonical unpadded base64url (the one spelling of its bytes), else undefined. */
export function decodeBase64Url(text: string): Buffer | undefined {
  if (!ALPHABET.test(text) || text.length % 4 === 1) return undefined;
  const bytes = Buffer.from(text, "base64url");
  return bytes.toString("base64url") === text ? bytes : undefined;
}

/**
 * Whether a compact JWS/JWT is spelled canonically: exactly three non-empty segments, each canonical
 * base64url. JWT libraries decode the signature leniently (fast-jwt, jose), so every JWT Roster verifies
 * passes this first.
 */
export function isCanonicalJws(token: string): boolean {
  const parts = token.split(".");
  return parts.length === 3 && parts.every((part) => part !== "" && decodeBase64Url(part) !== undefined);
}
