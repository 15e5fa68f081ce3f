import type { MenuNode, MenuRow as WireMenu } from "@roster/contract";
import type { MenuRow } from "../../db/schema.js";
import type { Db } from "../../db/types.js";
import type { Access } from "./access.js";
import { findEnabledMenus, findEnabledMenusOfRoles } from "./repository.js";

/** The depth of the getMenu tree (upstream passes `level: 3`). */
export const MENU_DEPTH = 3;

/** The wire shape of a menu entry (upstream `opendb-admin-menus` names). */
export const presentMenu = (row: MenuRow): WireMenu => ({
  _id: row.menu_id,
  menu_id: row.menu_id,
  name: row.name,
  icon: row.icon,
  url: row.url,
  comment: row.comment,
  sort: row.sort,
  parent_id: row.parent_id,
  enable: row.enable === 1,
  hidden_menu: row.hidden === 1,
  create_date: row.created_at,
});

/** Enabled menus the access grants: all of them for admins, else those of the enabled roles. */
export function visibleMenus(db: Db, access: Access): Promise<MenuRow[]> {
  if (access.isAdmin) return findEnabledMenus(db);
  if (access.enabledRoles.length === 0) return Promise.resolve([]);
  return findEnabledMenusOfRoles(db, access.enabledRoles);
}

/** The menu tree of user/kh/getMenu. */
export type MenuTree = ReturnType<typeof buildMenuTree>;

/** The tree worked out for an access, while that access is the one authentication holds for its session. */
const treeOfAccess = new WeakMap<Access, Promise<MenuTree>>();

/**
 * The menu tree of what `access` grants, read once per access: the access a cached session holds
 * (sessions/auth-cache.ts) is remembered with it, so a signed-in page's getMenu costs no query on SQLite
 * and only the session's version read on PostgreSQL. Exact: every write to what the tree reads (menus,
 * role_menus, and the roles and role bindings the access was read from) drops the sessions of the users
 * it concerns (db/migrations/0022_auth_versions.ts, 0023_menu_versions.ts), and the next call reads a new
 * access, with no tree yet. A tree read while such a write lands stays with the dropped access.
 */
export function menuTreeOf(db: Db, access: Access): Promise<MenuTree> {
  let tree = treeOfAccess.get(access);
  if (!tree) {
    tree = visibleMenus(db, access).then((rows) => buildMenuTree(rows));
    treeOfAccess.set(access, tree);
    // A failed read is not remembered.
    tree.catch(() => treeOfAccess.delete(access));
  }
  return tree;
}

const bySort = (a: MenuRow, b: MenuRow) =>
  a.sort - b.sort || (a.menu_id < b.menu_id ? -1 : a.menu_id > b.menu_id ? 1 : 0);

/**
 * The menu tree of the reference §10.1: roots have no parent (null or ""), children hang under their
 * parent's menu_id, each level is sorted by `sort` ascending (then menu_id), and entries deeper than
 * `depth` or whose parent is not in `rows` are left out. `menuList` is the tree flattened in order.
 */
export function buildMenuTree(rows: readonly MenuRow[], depth = MENU_DEPTH) {
  const children = new Map<string, MenuRow[]>();
  for (const row of rows) {
    const parent = row.parent_id ?? "";
    const siblings = children.get(parent);
    if (siblings) siblings.push(row);
    else children.set(parent, [row]);
  }
  const menuList: WireMenu[] = [];
  const grow = (parent: string, level: number): MenuNode[] => {
    if (level > depth) return [];
    return [...(children.get(parent) ?? [])].sort(bySort).map((row) => {
      const menu = presentMenu(row);
      menuList.push(menu);
      return { ...menu, children: grow(row.menu_id, level + 1) };
    });
  };
  const menus = grow("", 1);
  return { menus, menuList };
}
