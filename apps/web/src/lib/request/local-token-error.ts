import type { Locale } from "@roster/contract";
import { ERRORS } from "@roster/contract/errors/catalogue";
import { errorMessage } from "@roster/contract/errors/roster-error";
import { CallError } from "./types";

/**
 * The local 30204 'local token check failed' (ERRORS.localTokenCheckFailed) of a non-public call made
 * without a valid token. Loaded on demand so that the catalogue stays off the first screen.
 */
export function localTokenError(locale: Locale): CallError {
  const message = errorMessage("localTokenCheckFailed", locale);
  return new CallError(ERRORS.localTokenCheckFailed.code, message, "loginRequired");
}
