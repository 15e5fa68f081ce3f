import { APP_CONFIG } from "../../config";

/** A wildcard pattern of the client rule: `*` stands for any text, everything else is literal. */
export function wildcardMatch(pattern: string, path: string): boolean {
  const source = pattern
    .split("*")
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
    .join(".*");
  return new RegExp(`^${source}$`).test(path);
}

/** The path of a url, without query or hash; `/` and `` are the index page. */
export function pathOf(url: string): string {
  const path = url.split(/[?#]/)[0] ?? "";
  return path === "" || path === "/" ? APP_CONFIG.index.url : path;
}

/**
 * Whether a page needs login (checkTokenPages): mode 2 exempts the listed pages and guards all others,
 * mode 1 guards only the listed pages, mode 0 guards none.
 */
export function needsLogin(
  url: string,
  rule: { mode: number; list: readonly string[] } = APP_CONFIG.checkTokenPages,
): boolean {
  const listed = rule.list.some((pattern) => wildcardMatch(pattern, pathOf(url)));
  if (rule.mode === 2) return !listed;
  if (rule.mode === 1) return listed;
  return false;
}

/** Whether a url is one of the sign-in pages (login or register). */
export const isLoginPage = (url: string): boolean => wildcardMatch("/pages/login/*", pathOf(url));

/** The login page url that brings the user back to `redirectUrl` after signing in. */
export function loginPageUrl(redirectUrl?: string): string {
  if (!redirectUrl || isLoginPage(redirectUrl)) return APP_CONFIG.login.url;
  return `${APP_CONFIG.login.url}?uniIdRedirectUrl=${encodeURIComponent(redirectUrl)}`;
}

/** A redirect target is only ever a page of this app: a path starting with one `/`, never a login page. */
export function safeRedirect(url: string | null | undefined): string | undefined {
  if (!url?.startsWith("/") || url.startsWith("//") || url.includes("\\")) return undefined;
  return isLoginPage(url) ? undefined : url;
}
