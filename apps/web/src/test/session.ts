import { saveToken } from "../lib/session";

/** Stores a token valid for another hour (or expired, with `expired: true`). */
export function signInLocally(token = "token-abc", expired = false): void {
  saveToken({ token, tokenExpired: Date.now() + (expired ? -1000 : 3_600_000) });
}
