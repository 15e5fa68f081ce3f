import { type LoaderFunctionArgs, redirect } from "react-router";
import { hasValidToken } from "../session";
import { loginPageUrl, needsLogin } from "./login-rule";
import { historyIndex } from "./router-binding";

/**
 * The route loader that guards every page: a page that needs login, opened without a valid token (typed
 * url, reload, back/forward), goes to the login page with `uniIdRedirectUrl`.
 */
export function guardLoader({ request }: LoaderFunctionArgs): Response | null {
  const url = new URL(request.url);
  const wanted = url.pathname + url.search;
  if (needsLogin(wanted) && !hasValidToken()) throw redirect(loginPageUrl(wanted));
  return null;
}

/**
 * The first-load check (seed §2): with no valid token and only one page open, the current route is
 * checked and, when it needs login, replaced by the login page before the router starts.
 */
export function firstLoadCheck(location: Pick<Location, "hash" | "replace"> = window.location): boolean {
  if (hasValidToken() || historyIndex() > 0) return false;
  const route = location.hash.replace(/^#/, "") || "/";
  if (!needsLogin(route)) return false;
  location.replace(`#${loginPageUrl(route)}`);
  return true;
}
