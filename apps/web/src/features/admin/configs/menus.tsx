import type { RouteOutput } from "@roster/contract";
import * as ERROR_CODES from "@roster/contract/errors/codes";
import { adminMenuAdd, adminMenuDelete, adminMenuGetList, adminMenuUpdate } from "@roster/contract/routes";
import { registerTexts } from "../../../i18n";
import { textGroup } from "../../../i18n/texts";
import { MenuIcon } from "../../menu/MenuIcon";
import styles from "../admin.module.css";
import type { BindSource } from "../entity/BindDialog";
import type { EntityConfig } from "../entity/types";
import { flagOptions, flagTag, markTag, mono } from "./render";
import { arrangeTree, subtreeKeys } from "./tree";

/**
 * The texts of the menus in the console (`admin.menu.*`), each in every language, registered with
 * this config (the fields several entities share are `admin.field.*`, in i18n/groups/admin.ts).
 */
export const menuEntityTexts = textGroup({
  admin: {
    menu: {
      entity: { en: "Menu", es: "Menú", fr: "Menu", "zh-Hans": "菜单", "zh-Hant": "選單" },
      menu_id: {
        en: "Menu ID",
        es: "ID del menú",
        fr: "ID du menu",
        "zh-Hans": "菜单 ID",
        "zh-Hant": "選單 ID",
      },
      icon: { en: "Icon", es: "Icono", fr: "Icône", "zh-Hans": "图标", "zh-Hant": "圖示" },
      iconHint: {
        en: "A glyph name (users, settings, file…), an image address or an emoji",
        es: "Un nombre de glifo (users, settings, file…), una dirección de imagen o un emoji",
        fr: "Un nom de glyphe (users, settings, file…), une adresse d’image ou un emoji",
        "zh-Hans": "图标名称（users、settings、file…）、图片地址或表情符号",
        "zh-Hant": "圖示名稱（users、settings、file…）、圖片位址或表情符號",
      },
      url: { en: "Opens", es: "Abre", fr: "Ouvre", "zh-Hans": "打开", "zh-Hant": "開啟" },
      urlHint: {
        en: "An app page (/pages/...) or an https address",
        es: "Una página de la app (/pages/...) o una dirección https",
        fr: "Une page de l’application (/pages/...) ou une adresse https",
        "zh-Hans": "应用页面（/pages/...）或 https 地址",
        "zh-Hant": "應用頁面（/pages/...）或 https 位址",
      },
      parent_id: {
        en: "Parent menu",
        es: "Menú padre",
        fr: "Menu parent",
        "zh-Hans": "上级菜单",
        "zh-Hant": "上級選單",
      },
      root: {
        en: "None (top level)",
        es: "Ninguno (nivel superior)",
        fr: "Aucun (premier niveau)",
        "zh-Hans": "无（顶级）",
        "zh-Hant": "無（頂層）",
      },
      hidden_menu: { en: "Hidden", es: "Oculto", fr: "Masqué", "zh-Hans": "隐藏", "zh-Hant": "隱藏" },
      addChild: {
        en: "Add sub-menu",
        es: "Añadir submenú",
        fr: "Ajouter un sous-menu",
        "zh-Hans": "新增子菜单",
        "zh-Hant": "新增子選單",
      },
    },
  },
});
registerTexts(menuEntityTexts);

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
      label: "admin.field.name",
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
    { key: "name", label: "admin.field.name" },
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
    { name: "name", kind: "text", label: "admin.field.name", required: true },
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
