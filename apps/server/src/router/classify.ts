/** Route paths: segments of letters, digits, `_`, `-` and `.`, joined by `/`, at most 200 characters. */
const PATH_SHAPE = /^[A-Za-z0-9_.-]+(\/[A-Za-z0-9_.-]+)*$/;

/** Strips leading and trailing slashes; undefined when the path is not of a route's shape. */
export function normalizePath(raw: unknown): string | undefined {
  if (typeof raw !== "string") return undefined;
  const path = raw.startsWith("/") || raw.endsWith("/") ? raw.replace(/^\/+|\/+$/g, "") : raw;
  return path.length > 0 && path.length <= 200 && PATH_SHAPE.test(path) ? path : undefined;
}

/** `._` anywhere or a segment starting with `_` names a private function (403). */
const PRIVATE = /\._|(?:^|\/)_/;
export const isPrivatePath = (path: string): boolean => PRIVATE.test(path);
