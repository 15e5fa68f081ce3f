import { type ListInput, RosterError, type MenuRow as WireMenu } from "@roster/contract";
import type { Updateable } from "kysely";
import { isUniqueViolation } from "../../db/errors.js";
import type { MenuRow, MenusTable } from "../../db/schema.js";
import type { Db } from "../../db/types.js";
import { presentMenu } from "../access/menus.js";
import { assertMayGrantMenus, type Caller } from "../access/privilege.js";
import { type ListSpec, listPage, type Page } from "../core/lists.js";
import type { Services } from "../services.js";
import {
  deleteMenuById,
  findMenuById,
  hasChildMenus,
  insertMenu,
  menusQuery,
  updateMenuRow,
} from "./menus-repository.js";

/** The menus list: flat, by sort then menu_id. */
export const MENU_LIST: ListSpec = {
  fields: {
    menu_id: { ref: "menus.menu_id", type: "text" },
    name: { ref: "menus.name", type: "text" },
    url: { ref: "menus.url", type: "text" },
    comment: { ref: "menus.comment", type: "text" },
    parent_id: { ref: "menus.parent_id", type: "text", nullable: true },
    sort: { ref: "menus.sort", type: "integer" },
    enable: { ref: "menus.enable", type: "flag" },
    hidden_menu: { ref: "menus.hidden", type: "flag" },
    create_date: { ref: "menus.created_at", type: "bigint" },
  },
  defaultSort: [
    { name: "sort", type: "asc" },
    { name: "menu_id", type: "asc" },
  ],
  tieBreaker: "menus.menu_id",
};

/** The editable fields of a menu entry. */
export interface MenuFields {
  name?: string | undefined;
  icon?: string | undefined;
  url?: string | undefined;
  comment?: string | undefined;
  sort?: number | undefined;
  parent_id?: string | null | undefined;
  enable?: 0 | 1 | undefined;
  hidden_menu?: 0 | 1 | undefined;
}

/** A page of the menus list. */
export async function listMenus(db: Db, input: ListInput): Promise<Page<WireMenu>> {
  const page = await listPage(menusQuery(db), input, MENU_LIST);
  return { ...page, rows: page.rows.map(presentMenu) };
}

async function loadMenu(db: Db, id: string): Promise<MenuRow> {
  const row = await findMenuById(db, id);
  if (!row) throw new RosterError("menuNotExist");
  return row;
}

/**
 * 90110 unless `parentId` names an existing menu that is neither `menuId` nor below it (walking up from the
 * parent; the walk is bounded so that a damaged table cannot loop).
 */
async function assertParent(db: Db, menuId: string, parentId: string): Promise<void> {
  let current: string | null = parentId;
  for (let steps = 0; current !== null; steps++) {
    if (current === menuId || steps > 100) throw new RosterError("menuParentInvalid");
    const row = await findMenuById(db, current);
    if (!row) throw new RosterError("menuParentInvalid");
    current = row.parent_id || null;
  }
}

/** Creates a menu entry; 90103 when the id is taken, 90110 for an unknown parent. */
export async function addMenu(
  svc: Services,
  input: MenuFields & { menu_id: string; name: string },
): Promise<WireMenu> {
  if (input.parent_id) await assertParent(svc.db, input.menu_id, input.parent_id);
  try {
    await insertMenu(svc.db, {
      menu_id: input.menu_id,
      name: input.name,
      icon: input.icon ?? "",
      url: input.url ?? "",
      comment: input.comment ?? "",
      sort: input.sort ?? 0,
      parent_id: input.parent_id ?? null,
      enable: input.enable ?? 1,
      hidden: input.hidden_menu ?? 0,
      created_at: svc.clock.now(),
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new RosterError("menuExists");
    throw error;
  }
  return presentMenu(await loadMenu(svc.db, input.menu_id));
}

/**
 * Changes the given fields of a menu entry; moving it under itself or a sub-menu answers 90110. A non-admin
 * changes only menus of its own enabled roles (90131).
 */
export async function updateMenu(
  svc: Services,
  actor: Caller,
  id: string,
  patch: MenuFields,
): Promise<WireMenu> {
  await loadMenu(svc.db, id);
  await assertMayGrantMenus(svc.db, actor, [id]);
  if (patch.parent_id) await assertParent(svc.db, id, patch.parent_id);
  const { hidden_menu, ...rest } = patch;
  const set: Updateable<MenusTable> = Object.fromEntries(
    Object.entries(rest).filter(([, v]) => v !== undefined),
  );
  if (hidden_menu !== undefined) set.hidden = hidden_menu;
  if (Object.keys(set).length > 0) await updateMenuRow(svc.db, id, set);
  return presentMenu(await loadMenu(svc.db, id));
}

/**
 * Deletes a menu entry without sub-menus (90111 otherwise); roles lose it (cascade). A non-admin deletes
 * only menus of its own enabled roles (90131).
 */
export async function deleteMenu(svc: Services, actor: Caller, id: string): Promise<void> {
  await svc.db.transaction().execute(async (trx) => {
    await loadMenu(trx, id);
    await assertMayGrantMenus(trx, actor, [id]);
    if (await hasChildMenus(trx, id)) throw new RosterError("menuHasChildren");
    if (!(await deleteMenuById(trx, id))) throw new RosterError("menuNotExist");
  });
}
