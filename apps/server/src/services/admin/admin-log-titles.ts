import { AUDIT_TITLES, type AuditTitle, catalogueText, type ListInput, type Locale } from "@roster/contract";

const TEXT_MODES = new Set(["=", "!=", "%%", "%*", "*%"]);

function matches(title: string, mode: string, wanted: string): boolean {
  const t = title.toLowerCase();
  const w = wanted.toLowerCase();
  if (mode === "%%") return t.includes(w);
  if (mode === "%*") return t.startsWith(w);
  if (mode === "*%") return t.endsWith(w);
  return t === w;
}

/**
 * Rewrites a `title` filter of the admin log, which stores message keys, into a filter on the keys whose
 * title in the reader's `locale` matches, plus their English titles (entries written before the keys) and
 * the text itself (so that nothing matches when no title does).
 */
export function titleFilterAsKeys(input: ListInput, locale: Locale): ListInput {
  const formData = { ...input.formData };
  const columns = (input.columns ?? []).map((column) => {
    const wanted = formData[column.key];
    const isTitle = (column.fieldName ?? column.key) === "title";
    if (!isTitle || !TEXT_MODES.has(column.mode) || typeof wanted !== "string" || wanted === "")
      return column;
    const keys = (Object.keys(AUDIT_TITLES) as AuditTitle[]).filter((key) =>
      matches(catalogueText("auditTitles", key, locale), column.mode, wanted),
    );
    formData[column.key] = [...keys, ...keys.map((key) => catalogueText("auditTitles", key, "en")), wanted];
    return { ...column, mode: column.mode === "!=" ? ("nin" as const) : ("in" as const) };
  });
  return { ...input, formData, columns };
}
