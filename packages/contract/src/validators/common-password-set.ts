import { COMMON_PASSWORDS_TEXT } from "./common-passwords.js";
import type { CommonPasswords } from "./password-policy.js";

let cached: Set<string> | undefined;

/**
 * The common and breached passwords of the strong policy as a set, built on first use (about 18,000
 * words). Kept out of the contract's index: the web loads this module lazily, in a chunk of its own.
 */
export function commonPasswordSet(): CommonPasswords {
  cached ??= new Set(COMMON_PASSWORDS_TEXT.split("\n"));
  return cached;
}
