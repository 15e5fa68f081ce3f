import type { MenuNode } from "@roster/contract";

/** Where a menu entry leads: a page of this app, an outside address (new tab), or nowhere. */
export type MenuTarget =
  | { kind: "page"; path: string }
  | { kind: "external"; url: string }
  | { kind: "none" };

/** One tile of the menu grid. */
export interface MenuEntry {
  id: string;
  name: string;
  icon: string;
  target: Exclude<MenuTarget, { kind: "none" }>;
}

/** A group of tiles: the top-level entries (no title), or a root menu with its sub-menus. */
export interface MenuSection {
  id: string;
  title?: string;
  entries: MenuEntry[];
}

/**
 * Where a menu `url` leads: http(s) addresses open outside; paths of this app (`/pages/...`, or upstream's
 * `pages/...` without the slash) open through the app's navigation; anything else leads nowhere.
 */
export function menuTarget(url: string): MenuTarget {
  const trimmed = url.trim();
  if (/^https?:\/\/\S+$/i.test(trimmed)) return { kind: "external", url: trimmed };
  if (/^\/(?!\/)\S*$/.test(trimmed) && !trimmed.includes("\\")) return { kind: "page", path: trimmed };
  if (/^pages\/\S+$/.test(trimmed)) return { kind: "page", path: `/${trimmed}` };
  return { kind: "none" };
}

const bySort = (a: MenuNode, b: MenuNode) =>
  a.sort - b.sort || (a.menu_id < b.menu_id ? -1 : a.menu_id > b.menu_id ? 1 : 0);

/**
 * The entries a user sees: disabled and hidden entries are left out with everything under them, and each
 * level is ordered by `sort` (smaller first, then menu_id), whatever order the answer had.
 */
export function shownMenus(nodes: readonly MenuNode[]): MenuNode[] {
  return nodes
    .filter((node) => node.enable && !node.hidden_menu)
    .sort(bySort)
    .map((node) => ({ ...node, children: shownMenus(node.children ?? []) }));
}

function entryOf(node: MenuNode): MenuEntry | undefined {
  const target = menuTarget(node.url);
  if (target.kind === "none") return undefined;
  return { id: node.menu_id, name: node.name, icon: node.icon, target };
}

/** A node and everything under it that can be opened, in tree order. */
function openable(node: MenuNode): MenuEntry[] {
  const own = entryOf(node);
  return [...(own ? [own] : []), ...node.children.flatMap(openable)];
}

/**
 * The grid of the getMenu tree: top-level entries without sub-menus share the first (untitled) section;
 * each top-level entry with sub-menus becomes a section titled by its name, holding itself (when it opens
 * a page) and every entry under it. Entries that open nothing are not shown; empty sections neither.
 */
export function menuSections(tree: readonly MenuNode[]): MenuSection[] {
  const roots = shownMenus(tree);
  const top: MenuSection = { id: "", entries: [] };
  const groups: MenuSection[] = [];
  for (const root of roots) {
    if (root.children.length === 0) {
      const entry = entryOf(root);
      if (entry) top.entries.push(entry);
    } else {
      groups.push({ id: root.menu_id, title: root.name, entries: openable(root) });
    }
  }
  return [top, ...groups].filter((section) => section.entries.length > 0);
}
