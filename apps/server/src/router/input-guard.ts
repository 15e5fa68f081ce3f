import {
  fieldMessage,
  findJsonProblem,
  type JsonProblemKind,
  LIMITS,
  type Locale,
  RosterError,
  type ValidationMessageKey,
} from "@roster/contract";

const KIND_MESSAGES: Record<JsonProblemKind, ValidationMessageKey> = {
  nul: "nul",
  tooDeep: "tooDeep",
  protoKey: "invalid",
  notJson: "invalid",
};

/**
 * The router's guard for every route, before its contract runs: no text or key with a NUL (PostgreSQL
 * refuses it), no nesting beyond LIMITS.inputMaxDepth (walkers and serializers must never overflow the
 * stack), no `__proto__` key. A new contract cannot forget it. Answers -1 naming the field.
 */
export function guardInput(
  data: unknown,
  locale: Locale,
  /** How the message names a field (the catalogue's labels by default). */
  labelOf?: (key: string) => string | undefined,
): void {
  const problem = findJsonProblem(data, LIMITS.inputMaxDepth);
  if (!problem) return;
  // A path as deep as the limit says nothing more after its first few steps.
  const path = problem.kind === "tooDeep" ? problem.path.slice(0, 4) : problem.path;
  const { key, message } = fieldMessage(
    KIND_MESSAGES[problem.kind],
    path,
    locale,
    { max: LIMITS.inputMaxDepth },
    labelOf,
  );
  throw new RosterError("validation", { message }, { type: "validator", key: key.slice(0, 200) });
}
