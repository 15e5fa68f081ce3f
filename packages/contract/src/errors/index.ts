export { ERRORS, type ErrorEntry, type ErrorName } from "./catalogue.js";
export { FIELD_LABELS, fieldLabel, REQUEST_LABEL } from "./field-labels.js";
export { type ErrorParams, errorMessage, isRosterError, RosterError } from "./roster-error.js";
export {
  TYPE_NAME_TEXTS,
  UNNAMED_VALIDATION_MESSAGES,
  VALIDATION_MESSAGES,
  type ValidationMessageKey,
} from "./validation.js";
