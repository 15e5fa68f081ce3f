/** A record of a tree: its own key and its parent's (null or "" for a root), ordered by `sort`. */
interface TreeRow {
  sort: number;
  parent_id: string | null;
}

/**
 * Rows as a tree in display order (depth first, siblings by `sort` then key) with their depth. Rows whose
 * parent is not among them (filtered out by a search) show as roots, so that none is lost.
 */
export function arrangeTree<R extends TreeRow>(rows: readonly R[], keyOf: (row: R) => string) {
  const keys = new Set(rows.map(keyOf));
  const children = new Map<string, R[]>();
  for (const row of rows) {
    const parent = row.parent_id && keys.has(row.parent_id) ? row.parent_id : "";
    children.set(parent, [...(children.get(parent) ?? []), row]);
  }
  const order = (a: R, b: R) => a.sort - b.sort || (keyOf(a) < keyOf(b) ? -1 : keyOf(a) > keyOf(b) ? 1 : 0);
  const out: Array<{ row: R; depth: number }> = [];
  const seen = new Set<string>();
  const walk = (parent: string, depth: number) => {
    for (const row of [...(children.get(parent) ?? [])].sort(order)) {
      const key = keyOf(row);
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ row, depth });
      walk(key, depth + 1);
    }
  };
  walk("", 0);
  return out;
}

/** The keys of `key` and everything under it (a menu cannot move under itself or a sub-menu). */
export function subtreeKeys<R extends TreeRow>(rows: readonly R[], keyOf: (row: R) => string, key: string) {
  const found = new Set([key]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const row of rows) {
      if (row.parent_id && found.has(row.parent_id) && !found.has(keyOf(row))) {
        found.add(keyOf(row));
        grew = true;
      }
    }
  }
  return found;
}
