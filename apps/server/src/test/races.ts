import type { Passwords } from "../services/passwords/passwords.js";

/** Counts the passwords that reach the hash, by the password tried. */
export interface PasswordCheckCounter {
  /** How many checks ran (only those whose password passes `filter`, when given). */
  count(filter?: (password: string) => boolean): number;
  /** Puts the real `check` back. */
  restore(): void;
}

/**
 * Wraps `passwords.check` so that a race test can count how many guesses were checked against a hash, the
 * work a lockout must bound.
 */
export function countPasswordChecks(passwords: Passwords): PasswordCheckCounter {
  const original = passwords.check;
  const tried: string[] = [];
  passwords.check = (stored, password) => {
    tried.push(password);
    return original.call(passwords, stored, password);
  };
  return {
    count: (filter) => (filter ? tried.filter(filter).length : tried.length),
    restore: () => {
      passwords.check = original;
    },
  };
}

/** How many bodies answered each code. */
export function tallyCodes(bodies: readonly { code: number }[]): Record<number, number> {
  const tally: Record<number, number> = {};
  for (const { code } of bodies) tally[code] = (tally[code] ?? 0) + 1;
  return tally;
}
