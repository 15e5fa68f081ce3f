import path from "node:path";
import { ERRORS } from "@roster/contract";
import { HOSTILE_LINKS } from "./hostile-values.js";

/**
 * What no response may ever hold, whatever the request: an internal error, a stack trace or a source
 * path, a secret field, or a secret value the fuzzer knows (password hashes, other callers' tokens).
 */

/** Field names that are secrets wherever they appear in a body. */
const SECRET_KEYS = new Set([
  "password",
  "password_hash",
  "passwordHash",
  "newPassword",
  "oldPassword",
  "code_hash",
  "error_times",
  "last_error_at",
  "login_ip_limit",
  "password_secret_version",
  "tokenSecret",
  "token_secret",
]);

/** Free-form content a caller wrote itself (its social_info, component data): echoed, not inspected by name. */
const FREE_FORM_KEYS = new Set(["social_info", "data", "componentsDynamic"]);

/** Where a `token` may legitimately appear: the caller's own fresh token. */
const TOKEN_PATHS = new Set(["vk_uni_token.token"]);

const REPO_ROOT = path.resolve(import.meta.dirname, "../../../../..");
/** A stored password hash (argon2id PHC string). */
const ARGON2 = /\$argon2(?:id|i|d)\$/;
const LEAK_PATTERNS: RegExp[] = [
  /\n\s+at\s/, // a stack frame
  /\bat\s+\S+\s+\(\S+:\d+:\d+\)/,
  /(?:file:\/\/|\/node_modules\/|\/src\/\S+\.ts\b)/,
  ARGON2,
];

/** The links that stay hostile after trimming: none may come back as a stored link. */
const HOSTILE_LINK_VALUES = new Set<string>(HOSTILE_LINKS.filter((link) => link.trim() === link));
/** Fields that hold a link (url, avatar, avatarUrl, avatar_file...). */
const LINK_KEY = /url|avatar/i;

/** One broken rule found in a response. */
export interface Violation {
  rule: string;
  detail: string;
}

/** Secret values of this run, and the caller's own token (which its own responses may carry). */
export interface KnownSecrets {
  values: readonly string[];
  ownToken?: string;
}

/**
 * Routes whose answer is, by design, the stored hash of a password the caller sent (user/sys/encryptPwd,
 * an admin tool for imports): its top-level `password` is that hash, not anyone's secret.
 */
export const HASHES_CALLER_INPUT = new Set(["user/sys/encryptPwd"]);

function walkKeys(body: unknown, visit: (path: string, key: string, value: unknown) => void): void {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: body, path: "", depth: 0 }];
  while (stack.length > 0) {
    const { value, path: at, depth } = stack.pop()!;
    if (typeof value !== "object" || value === null || depth > 64) continue;
    for (const [key, child] of Object.entries(value)) {
      const childPath = at ? `${at}.${key}` : key;
      visit(childPath, key, child);
      if (FREE_FORM_KEYS.has(key)) continue;
      stack.push({ value: child, path: Array.isArray(value) ? at : childPath, depth: depth + 1 });
    }
  }
}

/** The rules a response breaks (empty when it is fine). `status` is the HTTP status, when there is one. */
export function inspectResponse(
  status: number,
  body: unknown,
  secrets: KnownSecrets,
  path?: unknown,
): Violation[] {
  const hashesInput = typeof path === "string" && HASHES_CALLER_INPUT.has(path);
  const violations: Violation[] = [];
  const code = (body as { code?: unknown } | null)?.code;
  if (status >= 500) violations.push({ rule: "HTTP 5xx", detail: `status ${status}` });
  if (code === ERRORS.internal.code || code === ERRORS.databaseError.code)
    violations.push({ rule: "internal error code", detail: `code ${String(code)}` });
  const text = typeof body === "string" ? body : JSON.stringify(body);
  for (const pattern of LEAK_PATTERNS)
    if (pattern.test(text) && !(hashesInput && pattern === ARGON2))
      violations.push({ rule: "stack or path", detail: String(pattern) });
  if (text.includes(REPO_ROOT)) violations.push({ rule: "stack or path", detail: "repository path" });
  walkKeys(body, (at, key, value) => {
    if (SECRET_KEYS.has(key) && value !== undefined && !(hashesInput && at === "password"))
      violations.push({ rule: "secret field", detail: at });
    if (key === "token" && !TOKEN_PATHS.has(at)) violations.push({ rule: "secret field", detail: at });
    if (LINK_KEY.test(key) && typeof value === "string" && HOSTILE_LINK_VALUES.has(value))
      violations.push({ rule: "hostile link stored", detail: `${at}: ${value}` });
  });
  for (const secret of secrets.values)
    if (secret && secret !== secrets.ownToken && text.includes(secret))
      violations.push({ rule: "secret value", detail: `${secret.slice(0, 12)}…` });
  return violations;
}

/** A short, printable form of a request for a failure report. */
export function summarize(value: unknown, max = 300): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = "<too deep to print>";
  }
  return text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;
}
