import { LIMITS } from "@roster/contract";
import { clearSession } from "../session";
import { navigateToLogin } from "./navigate";

let lastRedirect = Number.NEGATIVE_INFINITY;

/**
 * What a login-required answer does (seed §8): forget the token and the user, then open the login page
 * with `uniIdRedirectUrl` — at most once per 300 ms, so that parallel failures open it once.
 */
export function onLoginRequired(now: number = Date.now()): void {
  clearSession();
  if (now - lastRedirect < LIMITS.loginRedirectThrottleMs) return;
  lastRedirect = now;
  navigateToLogin();
}

/** Forgets the last redirect time (tests). */
export const resetLoginRedirect = (): void => {
  lastRedirect = Number.NEGATIVE_INFINITY;
};
