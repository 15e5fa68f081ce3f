import { ERRORS, type ErrorName } from "@roster/contract";

/** A catalogue error as the document lists it: name, wire code and its message in every locale. */
export interface DocumentedError {
  name: ErrorName;
  code: number;
  messages: Readonly<Record<string, string>>;
}

/** The catalogue entries of `names`, in order. */
export const documentErrors = (names: readonly ErrorName[]): DocumentedError[] =>
  names.map((name) => ({ name, code: ERRORS[name].code, messages: ERRORS[name].messages }));

/** A Markdown table of errors for a description: code, name, English message. */
export function errorTable(errors: readonly DocumentedError[]): string {
  if (errors.length === 0) return "";
  const rows = errors.map((e) => `| ${e.code} | \`${e.name}\` | ${e.messages.en} |`);
  return ["| code | name | message |", "| --- | --- | --- |", ...rows].join("\n");
}
