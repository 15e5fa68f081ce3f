import type { RouteOutput } from "@roster/contract";
import * as ERROR_CODES from "@roster/contract/errors/codes";
import {
  adminRoleAdd,
  adminRoleBindMenu,
  adminRoleBindPermission,
  adminRoleDelete,
  adminRoleGetList,
  adminRoleUpdate,
} from "@roster/contract/routes";
import { registerTexts } from "../../../i18n";
import { textGroup } from "../../../i18n/texts";
import { callAdmin, QUIET } from "../api";
import { BindDialog, type BindSource } from "../entity/BindDialog";
import type { EntityConfig, RowAction } from "../entity/types";
import { type MenuRow, menuSource } from "./menus";
import { type PermissionRow, permissionSource } from "./permissions";
import { flagOptions, flagTag, mono, tagList } from "./render";

/**
 * The texts of the roles in the console (`admin.role.*`), each in every language, registered with
 * this config (the fields several entities share are `admin.field.*`, in i18n/groups/admin.ts).
 */
export const roleEntityTexts = textGroup({
  admin: {
    role: {
      entity: { en: "Role", es: "Rol", fr: "Rôle", "zh-Hans": "角色", "zh-Hant": "角色" },
      role_id: {
        en: "Role ID",
        es: "ID del rol",
        fr: "ID du rôle",
        "zh-Hans": "角色 ID",
        "zh-Hant": "角色 ID",
      },
      permissionsTitle: {
        en: "Permissions of {name}",
        es: "Permisos de {name}",
        fr: "Autorisations de {name}",
        "zh-Hans": "{name} 的权限",
        "zh-Hant": "{name} 的權限",
      },
      menusTitle: {
        en: "Menus of {name}",
        es: "Menús de {name}",
        fr: "Menus de {name}",
        "zh-Hans": "{name} 的菜单",
        "zh-Hant": "{name} 的選單",
      },
      idHint: {
        en: "Letters, digits and _ - . : (cannot be changed later)",
        es: "Letras, números y _ - . : (no se puede cambiar después)",
        fr: "Lettres, chiffres et _ - . : (non modifiable par la suite)",
        "zh-Hans": "字母、数字及 _ - . :（创建后不可修改）",
        "zh-Hant": "字母、數字及 _ - . :（建立後不可修改）",
      },
    },
  },
});
registerTexts(roleEntityTexts);

/** A role as the console lists it. */
export type RoleRow = RouteOutput<typeof adminRoleGetList>["rows"][number];

const roleName = (row: RoleRow) => row.role_name || row.role_id;

/** Roles as choices of a bind dialog (a user's roles). */
export const roleSource: BindSource<RoleRow> = {
  list: adminRoleGetList,
  id: (row) => row.role_id,
  label: roleName,
  detail: (row) => (row.comment ? `${row.role_id} · ${row.comment}` : row.role_id),
};

const bindPermissions: RowAction<RoleRow> = {
  key: "permissions",
  label: "admin.permissions",
  inline: true,
  run: (row, ctx) =>
    ctx.open(
      <BindDialog<PermissionRow>
        title={ctx.t("admin.role.permissionsTitle", { name: roleName(row) })}
        source={permissionSource}
        selected={row.permission}
        onSave={async (ids) => {
          await callAdmin(adminRoleBindPermission, { role_id: row.role_id, permission_ids: ids }, QUIET);
          await ctx.refresh();
        }}
        onClose={ctx.close}
      />,
    ),
};

const bindMenus: RowAction<RoleRow> = {
  key: "menus",
  label: "admin.menus",
  inline: true,
  run: (row, ctx) =>
    ctx.open(
      <BindDialog<MenuRow>
        title={ctx.t("admin.role.menusTitle", { name: roleName(row) })}
        source={menuSource}
        selected={row.menu}
        onSave={async (ids) => {
          await callAdmin(adminRoleBindMenu, { role_id: row.role_id, menu_ids: ids }, QUIET);
          await ctx.refresh();
        }}
        onClose={ctx.close}
      />,
    ),
};

/** Roles: what each may call (permissions) and which menus it shows. */
export const rolesConfig: EntityConfig<RoleRow> = {
  id: "roles",
  title: "admin.roles",
  entity: "admin.role.entity",
  list: adminRoleGetList,
  add: adminRoleAdd,
  update: adminRoleUpdate,
  remove: adminRoleDelete,
  rowName: roleName,
  columns: [
    {
      key: "role_name",
      label: "admin.field.name",
      primary: true,
      sort: "role_name",
      render: (row) => roleName(row),
    },
    {
      key: "role_id",
      label: "admin.role.role_id",
      sort: "role_id",
      clip: true,
      render: (row, t) => mono(row.role_id, t),
    },
    {
      key: "enable",
      label: "admin.field.enable",
      sort: "enable",
      render: (row, t) => flagTag(row.enable, t),
    },
    { key: "permission", label: "admin.permissions", render: (row, t) => tagList(row.permission, t) },
    { key: "menu", label: "admin.menus", render: (row, t) => tagList(row.menu, t) },
    { key: "comment", label: "admin.field.comment", wideOnly: true, width: "22%", sort: "comment" },
  ],
  search: [
    { key: "role_name", label: "admin.field.name" },
    { key: "role_id", label: "admin.role.role_id" },
    { key: "comment", label: "admin.field.comment" },
  ],
  filters: [{ key: "enable", label: "admin.field.enable", options: flagOptions }],
  fields: [
    {
      name: "role_id",
      kind: "text",
      label: "admin.role.role_id",
      hint: "admin.role.idHint",
      required: true,
      createOnly: true,
    },
    { name: "role_name", kind: "text", label: "admin.field.name", required: true },
    { name: "comment", kind: "textarea", label: "admin.field.comment" },
    { name: "enable", kind: "switch", label: "admin.field.enable" },
  ],
  defaults: { enable: true },
  refusals: { [ERROR_CODES.roleExists]: "role_id" },
  actions: [bindPermissions, bindMenus],
};
