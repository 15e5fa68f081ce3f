import type { ReactNode } from "react";
import type { TFunction } from "../../../i18n";
import type { ColumnSpec } from "./types";

/** What a cell shows: the column's rendering, else the value as text ("—" when empty). */
export function cellOf<R>(column: ColumnSpec<R>, row: R, t: TFunction): ReactNode {
  if (column.render) return column.render(row, t);
  const value = (row as Record<string, unknown>)[column.key];
  if (value === undefined || value === null || value === "") return t("admin.list.none");
  if (Array.isArray(value)) return value.length > 0 ? value.join(", ") : t("admin.list.none");
  if (typeof value === "boolean") return t(value ? "admin.list.yes" : "admin.list.no");
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}
