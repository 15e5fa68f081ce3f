const isControl = (c: string): boolean => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f;

/** The origin relative paths are resolved against, to see whether they stay on it. */
const PROBE_ORIGIN = "https://roster.invalid";

/**
 * Whether `value` may be stored as a link that browsers open or load (avatars, upload records, menus, app
 * packages): an absolute `https:` URL with a host and no credentials, or a path that stays on Roster's
 * origin. Backslashes, whitespace and control characters are refused anywhere: browsers read `\` as `/`
 * and drop tabs and newlines, so `/\host/x` or `/\t/host` would leave the origin (`//host`).
 */
export function isLinkUrl(value: string): boolean {
  if (value === "" || /[\\\s]/.test(value) || [...value].some(isControl)) return false;
  if (value.startsWith("/")) {
    if (value.startsWith("//")) return false;
    try {
      return new URL(value, PROBE_ORIGIN).origin === PROBE_ORIGIN;
    } catch {
      return false;
    }
  }
  if (!/^https:\/\/[^/?#]/i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname !== "" && url.username === "" && url.password === "";
  } catch {
    return false;
  }
}
