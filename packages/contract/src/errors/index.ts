export { ERRORS, type ErrorEntry, type ErrorName } from "./catalogue.js";
export { FALLBACK_LOCALE, interpolate, LOCALES, type Locale, normalizeLocale } from "./locale.js";
export { type ErrorParams, errorMessage, isRosterError, RosterError } from "./roster-error.js";
export { TYPE_NAMES, VALIDATION_MESSAGES, type ValidationMessageKey } from "./validation.js";
