import type { RouteOutput } from "@roster/contract";
import * as ERROR_CODES from "@roster/contract/errors/codes";
import { adminMenuAdd, adminMenuDelete, adminMenuGetList, adminMenuUpdate } from "@roster/contract/routes";
import { MenuIcon } from "../../menu/MenuIcon";
import styles from "../admin.module.css";
import type { BindSource } from "../entity/BindDialog";
import type { EntityConfig } from "../entity/types";
import { flagOptions, flagTag, markTag, mono } from "./render";
import { arrangeTree, subtreeKeys } from "./tree";

/** A menu entry as the console lists it. */
export type MenuRow = RouteOutput<typeof adminMenuGetList>["rows"][number];

const menuKey = (row: MenuRow) => row.menu_id;
const arrangeMenus = (rows: readonly MenuRow[]) => arrangeTree(rows, menuKey);

/** Menus as choices of a bind dialog (a role's menus), as a tree. */
export const menuSource: BindSource<MenuRow> = {
  list: adminMenuGetList,
  id: menuKey,
  label: (row) => row.name,
  detail: (row) => (row.url ? `${row.menu_id} · ${row.url}` : row.menu_id),
  arrange: arrangeMenus,
};

/** Menus: the home page's entries as a tree, with parent, order, visibility and what each opens. */
export const menusConfig: EntityConfig<MenuRow> = {
  id: "menus",
  title: "admin.menus",
  entity: "admin.menu.entity",
  list: adminMenuGetList,
  add: adminMenuAdd,
  update: adminMenuUpdate,
  remove: adminMenuDelete,
  rowName: (row) => row.name || row.menu_id,
  arrange: arrangeMenus,
  columns: [
    {
      key: "name",
      label: "admin.menu.name",
      primary: true,
      render: (row) => (
        <span className={styles.menuName}>
          {row.icon && <MenuIcon icon={row.icon} name={row.name} size={18} />}
          {row.name}
        </span>
      ),
    },
    { key: "menu_id", label: "admin.menu.menu_id", clip: true, render: (row, t) => mono(row.menu_id, t) },
    { key: "url", label: "admin.menu.url", clip: true, render: (row, t) => mono(row.url, t) },
    { key: "sort", label: "admin.field.sort", width: "72px" },
    {
      key: "enable",
      label: "admin.field.enable",
      render: (row, t) => (
        <>
          {flagTag(row.enable, t)}
          {markTag(row.hidden_menu, t("admin.menu.hidden_menu"))}
        </>
      ),
    },
  ],
  search: [
    { key: "name", label: "admin.menu.name" },
    { key: "menu_id", label: "admin.menu.menu_id" },
    { key: "url", label: "admin.menu.url" },
  ],
  filters: [{ key: "enable", label: "admin.field.enable", options: flagOptions }],
  fields: [
    {
      name: "menu_id",
      kind: "text",
      label: "admin.menu.menu_id",
      hint: "admin.role.idHint",
      required: true,
      createOnly: true,
    },
    { name: "name", kind: "text", label: "admin.menu.name", required: true },
    { name: "url", kind: "text", label: "admin.menu.url", hint: "admin.menu.urlHint" },
    { name: "icon", kind: "text", label: "admin.menu.icon", hint: "admin.menu.iconHint" },
    {
      name: "parent_id",
      kind: "select",
      label: "admin.menu.parent_id",
      options: (rows, editing) => {
        const excluded = editing ? subtreeKeys(rows, menuKey, editing.menu_id) : new Set<string>();
        return [
          { value: null, label: "admin.menu.root" },
          ...arrangeMenus(rows)
            .filter(({ row }) => !excluded.has(row.menu_id))
            .map(({ row, depth }) => ({
              value: row.menu_id,
              label: `${"\u2003".repeat(depth)}${row.name} (${row.menu_id})`,
              raw: true,
            })),
        ];
      },
    },
    { name: "sort", kind: "number", label: "admin.field.sort" },
    { name: "enable", kind: "switch", label: "admin.field.enable" },
    { name: "hidden_menu", kind: "switch", label: "admin.menu.hidden_menu" },
    { name: "comment", kind: "textarea", label: "admin.field.comment" },
  ],
  defaults: { enable: true, sort: "0" },
  refusals: { [ERROR_CODES.menuExists]: "menu_id", [ERROR_CODES.menuParentInvalid]: "parent_id" },
  actions: [
    {
      key: "child",
      label: "admin.menu.addChild",
      run: (row, ctx) => ctx.openForm(undefined, { parent_id: row.menu_id }),
    },
  ],
};
