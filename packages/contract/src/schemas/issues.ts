import type { z } from "zod";
import { fieldLabel, REQUEST_LABEL } from "../errors/field-labels.js";
import {
  TYPE_NAME_TEXTS,
  UNNAMED_VALIDATION_MESSAGES,
  VALIDATION_MESSAGES,
  type ValidationMessageKey,
} from "../errors/validation.js";
import { type Locale, localize } from "../i18n/texts.js";

const isMessageKey = (m: string): m is ValidationMessageKey => Object.hasOwn(VALIDATION_MESSAGES, m);

/** The localized text of one validation failure, naming the field. */
export interface FieldProblem {
  /** Dotted path of the field, e.g. `social_info.city`; `data` for the payload itself. */
  key: string;
  message: string;
}

/** Kinds whose message still holds when said of the parent of the field that broke it. */
const SAID_OF_PARENT = new Set<ValidationMessageKey>(["nul", "tooDeep", "tooLarge"]);

/**
 * The message of rule `kind` broken at `path`, whole and in `locale`: the field is named by its label
 * (`labelOf`, by default the catalogue's FIELD_LABELS), never by its wire name. A nested field without a
 * label of its own is named by its top-level field; a field without any label gets a sentence that needs
 * no name (the response's `key` carries the path).
 */
export function fieldMessage(
  kind: ValidationMessageKey,
  path: readonly PropertyKey[],
  locale: Locale,
  params: Record<string, string | number> = {},
  labelOf: (key: string) => string | undefined = (key) => fieldLabel(key, locale),
): FieldProblem {
  const key = path.length > 0 ? path.map(String).join(".") : "data";
  const own = path.length === 0 ? localize(REQUEST_LABEL, locale) : labelOf(key);
  if (own !== undefined)
    return { key, message: localize(VALIDATION_MESSAGES[kind], locale, { ...params, field: own }) };
  const parent = path.length > 1 ? labelOf(String(path[0])) : undefined;
  if (parent !== undefined) {
    const said = SAID_OF_PARENT.has(kind) ? kind : "invalid";
    return { key, message: localize(VALIDATION_MESSAGES[said], locale, { ...params, field: parent }) };
  }
  return { key, message: localize(UNNAMED_VALIDATION_MESSAGES[kind], locale, params) };
}

/**
 * Turns one problem of a failed parse into a message in `locale` that names the field by its label and
 * the rule ("Password must have 6-18 characters ...", "Nickname must be a string"). `labelOf` lets a form
 * name fields by its own labels.
 */
export function describeIssue(
  issue: z.core.$ZodIssue,
  locale: Locale,
  labelOf?: (key: string) => string | undefined,
): FieldProblem {
  const say = (name: ValidationMessageKey, params: Record<string, string | number> = {}): FieldProblem =>
    fieldMessage(name, issue.path, locale, params, labelOf);
  const typeName = (t: string) =>
    Object.hasOwn(TYPE_NAME_TEXTS, t)
      ? localize(TYPE_NAME_TEXTS[t as keyof typeof TYPE_NAME_TEXTS], locale)
      : t;

  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined || issue.input === null) return say("required");
      return say("type", { expected: typeName(issue.expected) });
    case "too_big":
      if (isMessageKey(issue.message) && issue.message !== "tooLong") return say(issue.message);
      return issue.origin === "number" || issue.origin === "int" || issue.origin === "bigint"
        ? say("tooBig", { max: Number(issue.maximum) })
        : say("tooLong", { max: Number(issue.maximum) });
    case "too_small":
      if (isMessageKey(issue.message)) return say(issue.message);
      if (issue.origin === "string" && Number(issue.minimum) === 1) return say("required");
      return issue.origin === "number" || issue.origin === "int" || issue.origin === "bigint"
        ? say("tooSmall", { min: Number(issue.minimum) })
        : say("tooShort", { min: Number(issue.minimum) });
    case "invalid_value":
      return say("oneOf", { values: issue.values.map(String).join(", ") });
    case "unrecognized_keys":
      return say("unknownKeys", { keys: issue.keys.join(", ").slice(0, 200) });
    case "custom": {
      const max = (issue.params as { max?: unknown } | undefined)?.max;
      const params: Record<string, number> = typeof max === "number" ? { max } : {};
      return isMessageKey(issue.message) ? say(issue.message, params) : say("invalid");
    }
    default:
      return isMessageKey(issue.message) ? say(issue.message) : say("invalid");
  }
}

/** Parses `data` with `schema`; on failure returns the first problem, localized. */
export function validate<S extends z.ZodType>(
  schema: S,
  data: unknown,
  locale: Locale,
): { ok: true; data: z.output<S> } | { ok: false; problem: FieldProblem } {
  const result = schema.safeParse(data, { reportInput: true });
  if (result.success) return { ok: true, data: result.data };
  const issue = result.error.issues[0];
  return { ok: false, problem: issue ? describeIssue(issue, locale) : fieldMessage("invalid", [], locale) };
}
