/** The custom URL scheme of the phone apps (`roster://open#/pages/...`), as registered in their projects. */
export const APP_URL_SCHEME = "roster";

const IN_APP_PATH = /^\/pages(_template)?(\/[A-Za-z0-9_-]+)+$/;
const HOME = "/pages/index/index";

/**
 * The in-app route a link that opened the phone app leads to, or null when the app should ignore it: links
 * of the app's own scheme (`roster://open#/pages/login/register?inviteCode=ABC`) and of its public web
 * address (invite links, the sign-in providers' returns `https://host/?code=..&state=..#/pages/login/oauth-callback`).
 * The page comes from the hash route (the app's hash routing); the link's own query (where providers put
 * `code`, `auth_code`, `state`) is added to the page's query. Only the app's page paths pass: no other
 * scheme, host, `..` or `//`.
 */
export function routeFromDeepLink(
  url: string,
  publicUrl: string,
  scheme: string = APP_URL_SCHEME,
): string | null {
  const link = parse(url);
  if (!link) return null;
  const own = link.protocol === `${scheme}:`;
  const web = link.protocol === "https:" && publicUrl !== "" && link.host === parse(publicUrl)?.host;
  if (!own && !web) return null;
  const route = link.hash.startsWith("#/") ? link.hash.slice(1) : HOME;
  const mark = route.indexOf("?");
  const path = mark === -1 ? route : route.slice(0, mark);
  if (!IN_APP_PATH.test(path)) return null;
  const query = new URLSearchParams(mark === -1 ? "" : route.slice(mark + 1));
  for (const [name, value] of link.searchParams) if (!query.has(name)) query.set(name, value);
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}
