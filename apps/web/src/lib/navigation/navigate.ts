import { LIMITS } from "@roster/contract";
import { APP_CONFIG } from "../../config";
import { hasValidToken } from "../session";
import { isLoginPage, loginPageUrl, needsLogin } from "./login-rule";
import { createRepeatGuard } from "./repeat-guard";
import { boundRouter, currentUrl, historyIndex } from "./router-binding";

const repeatGuard = createRepeatGuard(LIMITS.doubleNavigationMs);

const detourListeners = new Set<(url: string) => void>();

/**
 * Calls `listener` with the page a user wanted whenever navigateTo opens the login page instead; returns
 * the function that stops it. The lifeData store keeps that page as `$app.originalPage` this way.
 */
export function onLoginDetour(listener: (url: string) => void): () => void {
  detourListeners.add(listener);
  return () => detourListeners.delete(listener);
}

/** Forgets the last navigation (tests, and after a full sign-out). */
export const resetRepeatGuard = (): void => repeatGuard.reset();

/**
 * Opens a page (upstream `vk.navigateTo`). The same url twice within 200 ms is ignored; a page that
 * needs login without a valid token opens the login page instead, and is told to the detour listeners
 * (lifeData remembers it as `$app.originalPage`). Returns whether a navigation started.
 */
export function navigateTo(url: string, options: { replace?: boolean } = {}): boolean {
  const router = boundRouter();
  if (!router || !repeatGuard.allow(url)) return false;
  if (needsLogin(url) && !hasValidToken()) {
    for (const listener of detourListeners) listener(url);
    void router.navigate(APP_CONFIG.login.url, options);
    return true;
  }
  void router.navigate(url, options);
  return true;
}

/** Replaces the current page (upstream `redirectTo`; also `reLaunch`, as a web app cannot clear history). */
export const redirectTo = (url: string): boolean => navigateTo(url, { replace: true });

/** Goes back one page, or to `/` when this is the only page of the history. */
export function navigateBack(): void {
  const router = boundRouter();
  if (!router) return;
  if (historyIndex() <= 0) void router.navigate("/", { replace: true });
  else void router.navigate(-1);
}

/**
 * Opens the login page with `uniIdRedirectUrl` set to the page the user wanted (the current one by
 * default). Does nothing when a login page is already open.
 */
export function navigateToLogin(redirectUrl: string = currentUrl()): void {
  const router = boundRouter();
  if (!router || isLoginPage(currentUrl())) return;
  void router.navigate(loginPageUrl(redirectUrl), { replace: true });
}
