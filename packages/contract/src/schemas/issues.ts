import type { z } from "zod";
import { interpolate, type Locale } from "../errors/locale.js";
import { TYPE_NAMES, VALIDATION_MESSAGES, type ValidationMessageKey } from "../errors/validation.js";

const isMessageKey = (m: string): m is ValidationMessageKey => Object.hasOwn(VALIDATION_MESSAGES, m);

/** The localized text of one validation failure, naming the field. */
export interface FieldProblem {
  /** Dotted path of the field, e.g. `social_info.city`; `data` for the payload itself. */
  key: string;
  message: string;
}

/**
 * Turns the first problem of a failed parse into a message in `locale` that names the field and the
 * rule ("Password must have 6-18 characters ...", "nickname must be a string").
 */
export function describeIssue(issue: z.core.$ZodIssue, locale: Locale): FieldProblem {
  const key = issue.path.length > 0 ? issue.path.map(String).join(".") : "data";
  const say = (name: ValidationMessageKey, params: Record<string, string | number> = {}): FieldProblem => ({
    key,
    message: interpolate(VALIDATION_MESSAGES[name][locale], { field: key, ...params }),
  });
  const typeName = (t: string) => TYPE_NAMES[locale][t] ?? t;

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
      return {
        ...say("unknownKeys"),
        message: say("unknownKeys").message.replace(key, issue.keys.join(", ")),
      };
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
  return { ok: false, problem: issue ? describeIssue(issue, locale) : { key: "data", message: "invalid" } };
}
