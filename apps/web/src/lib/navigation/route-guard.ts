import type { Path } from "react-router";
import { hasValidToken } from "../session";
import { loginPageUrl, needsLogin } from "./login-rule";
import { historyIndex } from "./router-binding";

/**
 * The login rule of every page, checked by the router before the page renders (typed url, reload,
 * back/forward, navigations in the app): a page that needs login, opened without a valid token, goes to
 * the login page with `uniIdRedirectUrl`. Returns that login page's url, or undefined when the page opens.
 */
export function guardRedirect({ pathname = "/", search = "" }: Partial<Path>): string | undefined {
  // The url as the browser reads it (percent-encoded, dot segments resolved), as the data router's
  // loader saw it in its request.
  const url = new URL(`http://localhost${pathname}${search}`);
  const wanted = url.pathname + url.search;
  return needsLogin(wanted) && !hasValidToken() ? loginPageUrl(wanted) : undefined;
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
