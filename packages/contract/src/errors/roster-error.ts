import { FALLBACK_LOCALE, type Locale, localize, type TextParams } from "../i18n/texts.js";
import { ERRORS, type ErrorName } from "./catalogue.js";
import { CLIENT_DB_ACTIONS } from "./client-db-errors.js";
import { fieldLabel } from "./field-labels.js";

/** Values that fill a message's `{placeholders}`. */
export type ErrorParams = TextParams;

/**
 * The one error type of Roster. Thrown from anywhere (handlers, services, the router core, the client's
 * request layer) and turned into the `{code, msg, ...extra}` envelope in one place.
 */
export class RosterError extends Error {
  readonly code: number;

  constructor(
    readonly errorName: ErrorName,
    readonly params: ErrorParams = {},
    /** Extra fields for the response body, e.g. `{notExists: true}`. Never secrets. */
    readonly extra: Readonly<Record<string, unknown>> = {},
  ) {
    super(errorMessage(errorName, FALLBACK_LOCALE, params));
    this.name = "RosterError";
    this.code = ERRORS[errorName].code;
  }

  /** The message in the caller's language. */
  localized(locale: Locale): string {
    return errorMessage(this.errorName, locale, this.params);
  }
}

/** Placeholders that name a field: filled with its label in the message's language when there is one. */
const FIELD_PARAMS = ["field", "param"] as const;

/** The catalogue message of `name` in `locale`, with its placeholders filled. */
export function errorMessage(name: ErrorName, locale: Locale, params: ErrorParams = {}): string {
  let filled = params;
  for (const key of FIELD_PARAMS) {
    const value = params[key];
    const label = typeof value === "string" ? fieldLabel(value, locale) : undefined;
    if (label !== undefined) filled = { ...filled, [key]: label };
  }
  // clientDB's `{action}` is a schema action (read, create, ...), said as a verb of the message's language.
  const action = params.action;
  if (typeof action === "string" && Object.hasOwn(CLIENT_DB_ACTIONS, action))
    filled = {
      ...filled,
      action: localize(CLIENT_DB_ACTIONS[action as keyof typeof CLIENT_DB_ACTIONS], locale),
    };
  return localize(ERRORS[name].messages, locale, filled);
}

/** True for any RosterError, also across module copies (checks the shape, not the prototype). */
export function isRosterError(value: unknown): value is RosterError {
  return value instanceof RosterError;
}
