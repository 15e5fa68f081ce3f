import { BUDGETS, type BudgetName, budgetSettingNames, ERRORS, type ErrorName } from "@roster/contract";
import { z } from "zod";
import type { BudgetSettings, BudgetWindow } from "../settings/budgets.js";

/** A catalogue error as the document lists it: name, wire code and its message in every locale. */
export interface DocumentedError {
  name: ErrorName;
  code: number;
  messages: Readonly<Record<string, string>>;
  /** On a gateway that answers strings: the code string the SDK receives. */
  wire?: string;
  /** On a gateway that answers statuses (`/client`): the HTTP status of the refusal. */
  status?: number;
}

/** The catalogue entries of `names`, in order. */
export const documentErrors = (names: readonly ErrorName[]): DocumentedError[] =>
  names.map((name) => ({ name, code: ERRORS[name].code, messages: ERRORS[name].messages }));

/** A Markdown table of errors for a description: code, name, English message. */
export function errorTable(errors: readonly DocumentedError[]): string {
  if (errors.length === 0) return "";
  const rows = errors.map((e) => `| ${e.wire ?? e.code} | \`${e.name}\` | ${e.messages.en} |`);
  return ["| code | name | message |", "| --- | --- | --- |", ...rows].join("\n");
}

/** A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect), without the per-schema `$schema` line. */
export function jsonSchema(schema: z.ZodType, io: "input" | "output"): Record<string, unknown> {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any" });
  return rest;
}

const windowsText = (windows: readonly BudgetWindow[]) =>
  windows.length === 0 ? "no limit" : windows.map((w) => `${w.points} a ${w.per}`).join(", ");

/** What a budget allows, as the document says it: its limits (as configured) and their settings. */
export function budgetText(name: BudgetName, budgets: BudgetSettings): string {
  const limits = budgets[name];
  const settings = budgetSettingNames(name);
  return (
    `Spends from the "${name}" budget (${BUDGETS[name].what}): per account ` +
    `${windowsText(limits.perAccount)}, per client IP ${windowsText(limits.perIp)} (\`${settings.perAccount}\`, ` +
    `\`${settings.perIp}\`); past it, HTTP 429 with \`Retry-After\`.`
  );
}
