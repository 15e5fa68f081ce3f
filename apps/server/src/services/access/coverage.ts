import type { PermissionRow } from "../../db/schema.js";
import { type Access, mayCall } from "./access.js";
import { permissionUrls } from "./patterns.js";

/**
 * Whether a permission's url rule lies within what an access already allows: every path the rule can
 * match is one the access may call. Containment of wildcard and regular languages is not something to
 * decide on a request, so the test is conservative and sound (a `true` is always right; a `false` may
 * refuse a rule that is in fact narrower than the caller's):
 *
 * - an exact url (mode 0, or a wildcard without `*`) is covered when the access may call that path;
 * - a wildcard with `*` is covered by a held wildcard with the very same pattern, or by a held prefix
 *   wildcard `P*` (one `*`, at the end) when it starts with P (every path it matches then starts with P);
 * - a regex is covered only by a held regex with the very same pattern, or by a held `*`.
 *
 * Held means among the access's enabled permissions; admins hold everything.
 */
export function coversPermission(access: Access, row: Pick<PermissionRow, "url" | "match_mode">): boolean {
  if (access.isAdmin) return true;
  return permissionUrls(row).every((url) => coversUrl(access, row.match_mode, url));
}

/** Whether one url pattern of the given mode is covered (see {@link coversPermission}). */
export function coversUrl(access: Access, mode: number, url: string): boolean {
  if (access.isAdmin) return true;
  if (mode === 0 || (mode === 1 && !url.includes("*"))) return mayCall(access, url);
  if (mode !== 1 && mode !== 2) return false;
  return access.permissions.some((held) =>
    permissionUrls(held).some((pattern) => {
      if (held.match_mode === mode && pattern === url) return true;
      const prefixWildcard = held.match_mode === 1 && pattern.indexOf("*") === pattern.length - 1;
      if (!prefixWildcard || pattern === "") return false;
      const prefix = pattern.slice(0, -1);
      return prefix === "" || (mode === 1 && url.startsWith(prefix));
    }),
  );
}
