const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/**
 * The same bytes spelled another way: `text` (base64url whose length leaves unused bits in its last
 * character, e.g. a 43-character HMAC-SHA256) with the lowest unused bit of that character flipped. A lenient
 * decoder reads both spellings as the same bytes.
 */
export function respelled(text: string): string {
  if (text.length % 4 === 0) throw new Error("no unused bits in the last character");
  const index = ALPHABET.indexOf(text.at(-1) ?? "");
  if (index < 0) throw new Error("not base64url");
  return `${text.slice(0, -1)}${ALPHABET[index ^ 1]}`;
}
