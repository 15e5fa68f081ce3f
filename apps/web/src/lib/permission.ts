import type { UserInfo } from "@roster/contract";

/** The built-in role that holds every permission (seed §6). */
export const ADMIN_ROLE = "admin";

/**
 * A role or permission rule (seed §6): one name, or a list of which any entry passes; an entry that is
 * itself a list passes only when the user holds all of its names. `["a", ["b", "c"]]` = a, or b and c.
 */
export type AccessRule = string | ReadonlyArray<string | ReadonlyArray<string>>;

/** What the checks read of a user: the role and permission lists of userInfo (or of the token). */
export type AccessHolder = Partial<Pick<UserInfo, "role" | "permission" | "allow_login_background">>;

/** Whether `held` satisfies `rule`. Empty lists grant nothing. */
function satisfies(rule: AccessRule, held: ReadonlySet<string>): boolean {
  const entries = typeof rule === "string" ? [rule] : rule;
  return entries.some((entry) =>
    typeof entry === "string" ? held.has(entry) : entry.length > 0 && entry.every((name) => held.has(name)),
  );
}

/** Whether the user has any of the listed roles (a nested list needs all of its roles). */
export function hasRole(user: AccessHolder, rule: AccessRule): boolean {
  return satisfies(rule, new Set(user.role ?? []));
}

/**
 * Whether the user holds the listed permissions, with the same any / nested-all rule as {@link hasRole}.
 * The role admin holds every permission.
 */
export function hasPermission(user: AccessHolder, rule: AccessRule): boolean {
  if (hasRole(user, ADMIN_ROLE)) return true;
  return satisfies(rule, new Set(user.permission ?? []));
}

/**
 * Whether the admin console is for this user: admins, and back-office users (`allow_login_background`)
 * holding at least one permission. The server still decides every call; this only hides the entry.
 */
export function mayOpenConsole(user: AccessHolder): boolean {
  return (
    hasRole(user, ADMIN_ROLE) || (user.allow_login_background === true && (user.permission ?? []).length > 0)
  );
}
