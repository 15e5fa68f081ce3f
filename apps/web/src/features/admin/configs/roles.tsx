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
import { callAdmin, QUIET } from "../api";
import { BindDialog, type BindSource } from "../entity/BindDialog";
import type { EntityConfig, RowAction } from "../entity/types";
import { type MenuRow, menuSource } from "./menus";
import { type PermissionRow, permissionSource } from "./permissions";
import { flagOptions, flagTag, mono, tagList } from "./render";

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
  label: "admin.role.permissions",
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
  label: "admin.role.menus",
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
      label: "admin.role.role_name",
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
    { key: "permission", label: "admin.role.permissions", render: (row, t) => tagList(row.permission, t) },
    { key: "menu", label: "admin.role.menus", render: (row, t) => tagList(row.menu, t) },
    { key: "comment", label: "admin.field.comment", wideOnly: true, width: "22%", sort: "comment" },
  ],
  search: [
    { key: "role_name", label: "admin.role.role_name" },
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
    { name: "role_name", kind: "text", label: "admin.role.role_name", required: true },
    { name: "comment", kind: "textarea", label: "admin.field.comment" },
    { name: "enable", kind: "switch", label: "admin.field.enable" },
  ],
  defaults: { enable: true },
  refusals: { [ERROR_CODES.roleExists]: "role_id" },
  actions: [bindPermissions, bindMenus],
};
