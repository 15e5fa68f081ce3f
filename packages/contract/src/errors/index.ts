export { ERRORS, type ErrorEntry, type ErrorName } from "./catalogue.js";
export { FIELD_LABELS, fieldLabel, REQUEST_LABEL } from "./field-labels.js";
export { FALLBACK_LOCALE, interpolate, LOCALES, type Locale, normalizeLocale } from "./locale.js";
export { type ErrorParams, errorMessage, isRosterError, RosterError } from "./roster-error.js";
export {
  TYPE_NAMES,
  UNNAMED_VALIDATION_MESSAGES,
  VALIDATION_MESSAGES,
  type ValidationMessageKey,
} from "./validation.js";
