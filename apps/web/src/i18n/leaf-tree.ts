// No import but types: the build's locale-texts plugin (build/locale-texts.ts) runs this in Node too.

type Tree = { [key: string]: string | Tree };

/**
 * The texts of a leaf-format tree (each leaf: a text per locale) in `locale`, with the same keys; a leaf
 * without that locale is left out. (A leaf is a node with texts among its values, a subtree one with none.)
 */
export function leafTree(leaves: object, locale: string): Tree {
  const tree: Tree = {};
  for (const [key, node] of Object.entries(leaves) as Array<[string, Record<string, unknown>]>) {
    if (!Object.values(node).some((value) => typeof value === "string")) tree[key] = leafTree(node, locale);
    else if (typeof node[locale] === "string") tree[key] = node[locale];
  }
  return tree;
}

/** The leaves of a leaf-format tree keyed by something not in `locales` (their text would be lost), by path. */
export function foreignLocales(leaves: object, locales: ReadonlySet<string>, prefix = ""): string[] {
  return Object.entries(leaves as Record<string, Record<string, unknown>>).flatMap(([key, node]) => {
    if (!Object.values(node).some((value) => typeof value === "string"))
      return foreignLocales(node, locales, `${prefix}${key}.`);
    const foreign = Object.keys(node).filter((name) => !locales.has(name));
    return foreign.length ? [`${prefix}${key}: ${foreign.join(", ")}`] : [];
  });
}
