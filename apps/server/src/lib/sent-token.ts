/** The longest token Roster signs or takes; a longer one is a bad token. */
export const TOKEN_MAX_LENGTH = 4096;

/**
 * A token as a transport carries it (a header, a body field): absent when it is not a non-empty string. A
 * sent token of any length stays a sent token, cut just past `TOKEN_MAX_LENGTH` so an over-long one is
 * refused as a bad token when it is verified, never taken for no token (a route that signs out or reads
 * anonymously would otherwise answer a forged token with success).
 */
export function sentToken(value: unknown): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === "string" && first !== "" ? first.slice(0, TOKEN_MAX_LENGTH + 1) : undefined;
}
