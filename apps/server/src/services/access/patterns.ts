import { RosterError } from "@roster/contract";
import { RE2JS } from "re2js";
import type { PermissionRow } from "../../db/schema.js";

/**
 * The url patterns of permissions, matched with RE2 (re2js): linear in the length of the path for every
 * pattern, so that no permission can stall the event loop however it is written (issue 8 §5).
 */

/** Above this RE2 program size a regex permission is refused at save time (real ones stay under 100). */
export const MAX_PATTERN_PROGRAM = 500;

/** Match mode of a permission url: 0 exact path, 1 wildcard (`*`), 2 regular expression. */
export type MatchMode = 0 | 1 | 2;

const cache = new Map<string, RE2JS | null>();

/** Compiles a regex permission as upstream wrote them for JavaScript (`\/`, `(?<name>)`, `\u`), in RE2. */
const compileRegex = (url: string): RE2JS => RE2JS.compile(RE2JS.translateRegExp(url));

/**
 * The server wildcard rule (reference §10.2): every `*` matches anything, everything else literally;
 * anchored at each end unless the pattern starts or ends with `*`.
 */
export function wildcardSource(pattern: string): string {
  const body = pattern.split("*").map(RE2JS.quote).join("(?s:.*)");
  return `${pattern.startsWith("*") ? "" : "^"}${body}${pattern.endsWith("*") ? "" : "$"}`;
}

function compiled(mode: 1 | 2, url: string): RE2JS | null {
  const key = `${mode}:${url}`;
  let re = cache.get(key);
  if (re === undefined) {
    try {
      re = mode === 1 ? RE2JS.compile(wildcardSource(url)) : compileRegex(url);
    } catch {
      re = null; // A stored pattern RE2 cannot compile (saved before this check) matches nothing.
    }
    if (cache.size > 5000) cache.clear();
    cache.set(key, re);
  }
  return re;
}

/** The url patterns of a permission row (stored as a JSON array; a plain string is accepted too). */
export function permissionUrls(row: Pick<PermissionRow, "url">): string[] {
  try {
    const parsed: unknown = JSON.parse(row.url);
    if (Array.isArray(parsed)) return parsed.filter((u): u is string => typeof u === "string");
    if (typeof parsed === "string") return [parsed];
  } catch {
    // Not JSON: a single url.
  }
  return row.url ? [row.url] : [];
}

/** Whether one url pattern of the given mode matches `path` (regexes search, as RegExp#test did). */
export function urlMatches(mode: number, url: string, path: string): boolean {
  if (mode === 1 || mode === 2) return compiled(mode, url)?.test(path) ?? false;
  return url === path;
}

/** Whether a permission grants `path`: match mode 0 exact, 1 wildcard, 2 regex. */
export const permissionMatches = (row: Pick<PermissionRow, "url" | "match_mode">, path: string): boolean =>
  permissionUrls(row).some((url) => urlMatches(row.match_mode, url, path));

/** What a pattern RE2 refused uses that a linear-time engine cannot offer, when that is the cause. */
function unsupportedFeature(url: string): string | undefined {
  if (/\(\?<?[=!]/.test(url)) return "look-around assertions are not supported";
  if (/\\[1-9]|\\k</.test(url)) return "back-references are not supported";
  return undefined;
}

/**
 * Refuses (-1 `permissionPatternInvalid`, naming the problem) a regex url that RE2 cannot compile
 * (look-around, back-references, bad syntax) or whose program is larger than {@link MAX_PATTERN_PROGRAM}.
 */
export function assertPatternsUsable(mode: number, urls: readonly string[]): void {
  if (mode !== 2) return;
  for (const url of urls) {
    let reason: string | undefined;
    try {
      const size = compileRegex(url).programSize();
      if (size > MAX_PATTERN_PROGRAM) reason = `too complex: ${size} > ${MAX_PATTERN_PROGRAM}`;
    } catch (error) {
      reason = unsupportedFeature(url) ?? (error as Error).message.replace(/^error parsing regexp: /, "");
    }
    if (reason) {
      throw new RosterError("permissionPatternInvalid", {
        url: url.slice(0, 100),
        reason: reason.slice(0, 160),
      });
    }
  }
}
