import { AUDIT_SENTENCE_PARTS, AUDIT_SENTENCES, AUDIT_TARGET_SENTENCES } from "../audit-sentences.js";
import { AUDIT_TITLES } from "../audit-titles.js";
import { ERRORS, type ErrorName } from "../errors/catalogue.js";
import { CLIENT_DB_ACTIONS } from "../errors/client-db-errors.js";
import { FIELD_LABELS, REQUEST_LABEL } from "../errors/field-labels.js";
import { TYPE_NAME_TEXTS, UNNAMED_VALIDATION_MESSAGES, VALIDATION_MESSAGES } from "../errors/validation.js";
import { RELATIVE_TIME_TEXTS } from "../format/relative-time.js";
import { SUCCESS_MESSAGES } from "../messages.js";
import { FORCE_LOGOUT_MESSAGES } from "../schemas/push.js";
import { CODE_LETTER_TEXTS } from "./code-letter-texts.js";
import { CODE_ACTIONS, CODE_LABELS, CODE_TEXTS } from "./code-texts.js";
import { NEW_DEVICE_TEXTS, SECURITY_CHANGE_TEXTS } from "./notice-texts.js";
import { defineTexts, type Locale, localize, type TextParams, type Texts, type TextTable } from "./texts.js";

/** The error messages by error name (ERRORS keeps them beside their wire codes). */
const ERROR_TEXTS = Object.fromEntries(
  Object.entries(ERRORS).map(([name, entry]) => [name, entry.messages]),
) as { readonly [N in ErrorName]: Texts };

/**
 * Every text the server sends, in one place, by section. Each section is a table written with
 * `defineTexts` (or, for the errors, `entry(code, texts)`): every entry is a {@link Texts}, so a locale
 * added to LOCALES makes the type checker name every text still to translate, and the catalogue test walks
 * this object for missing, empty or mismatched texts. The sections stay in the modules of their domain so
 * that the web loads only those it shows (validation messages, field labels, relative times).
 *
 * Lookup rule ({@link catalogueText}, and every helper, through `localize`): the text in the caller's
 * locale, else English.
 */
export const CATALOGUE = {
  /** Failure messages (`msg` of a non-zero `code`), by error name. */
  errors: ERROR_TEXTS,
  /** Success messages (`msg` of code 0 and of checkVersion's 101/102). */
  success: SUCCESS_MESSAGES,
  /** Titles of admin-log entries, by the key a contract names in `audit.title`. */
  auditTitles: AUDIT_TITLES,
  /** Admin-log entries as sentences (`{actor}` did what), by title key, when no account is named. */
  auditSentences: AUDIT_SENTENCES,
  /** Admin-log entries that name the account acted on (`{target}`), by title key. */
  auditTargetSentences: AUDIT_TARGET_SENTENCES,
  /** Refused calls, untitled entries and accounts above the reader, in admin-log sentences. */
  auditSentenceParts: AUDIT_SENTENCE_PARTS,
  /** What input fields are called inside messages, by field path. */
  fieldLabels: FIELD_LABELS,
  /** The name of the payload as a whole, in messages about the request itself. */
  requestLabel: defineTexts({ request: REQUEST_LABEL }),
  /** Validation messages for a field with a label (`{field}`). */
  validation: VALIDATION_MESSAGES,
  /** Validation messages for a field without one. */
  validationUnnamed: UNNAMED_VALIDATION_MESSAGES,
  /** Names of JSON types in validation messages. */
  typeNames: TYPE_NAME_TEXTS,
  /** What a verification code is for, inside its SMS and e-mail. */
  codeActions: CODE_ACTIONS,
  /** The SMS and e-mail that carry a code, and the nickname of an account made by code. */
  codeTexts: CODE_TEXTS,
  /** What a code e-mail adds when the code travels in a link token: the token, who asked and when. */
  codeLetters: CODE_LETTER_TEXTS,
  /** Which code a code refusal is about. */
  codeLabels: CODE_LABELS,
  /** Relative times ("3 min ago"). */
  relativeTime: RELATIVE_TIME_TEXTS,
  /** Why a device was signed out (the `msg` of a forceLogout push), by reason. */
  forceLogout: FORCE_LOGOUT_MESSAGES,
  /** The verbs of clientDB's permission refusal (`{action}`). */
  clientDbActions: CLIENT_DB_ACTIONS,
  /** The e-mail after a sign-in from a new device. */
  newDeviceNotice: NEW_DEVICE_TEXTS,
  securityNotice: SECURITY_CHANGE_TEXTS,
} as const satisfies Readonly<Record<string, TextTable>>;

/** The name of a section of the catalogue. */
export type TextSection = keyof typeof CATALOGUE;

/** The key of a text in section `S`. */
export type TextKey<S extends TextSection> = keyof (typeof CATALOGUE)[S] & string;

/**
 * The one lookup of a catalogue text for the server: text `key` of `section` in `locale`, else in English
 * (see `localize`), with its `{placeholders}` filled from `params`.
 */
export function catalogueText<S extends TextSection>(
  section: S,
  key: TextKey<S>,
  locale: Locale,
  params?: TextParams,
): string {
  const table: TextTable = CATALOGUE[section];
  return localize(table[key] as Texts, locale, params);
}
