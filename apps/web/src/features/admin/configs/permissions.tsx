import type { RouteOutput } from "@roster/contract";
import * as ERROR_CODES from "@roster/contract/errors/codes";
import {
  adminPermissionAdd,
  adminPermissionDelete,
  adminPermissionGetList,
  adminPermissionUpdate,
  adminUserGetList,
} from "@roster/contract/routes";
import type { BindSource } from "../entity/BindDialog";
import type { EntityConfig } from "../entity/types";
import { flagOptions, flagTag, keyedOptions, mono } from "./render";

/** A permission as the console lists it. */
export type PermissionRow = RouteOutput<typeof adminPermissionGetList>["rows"][number];

const permissionName = (row: PermissionRow) => row.permission_name || row.permission_id;

/** Permissions as choices of a bind dialog (a role's permissions). */
export const permissionSource: BindSource<PermissionRow> = {
  list: adminPermissionGetList,
  id: (row) => row.permission_id,
  label: permissionName,
  detail: (row) => `${row.permission_id} · ${row.url.join(", ")}`,
};

const MATCH_MODES = keyedOptions("admin.permission.matchModes", [0, 1, 2]);
const LEVELS = keyedOptions("admin.permission.levels", [0, 1, 2, 3, 4]);
const CATEGORIES = keyedOptions("admin.permission.categories", [0, 1, 2, 3, 4, 5]);

/** Permissions: the route patterns a role may call, how they match and how dangerous they are. */
export const permissionsConfig: EntityConfig<PermissionRow> = {
  id: "permissions",
  title: "admin.permissions",
  entity: "admin.permission.entity",
  list: adminPermissionGetList,
  add: adminPermissionAdd,
  update: adminPermissionUpdate,
  remove: adminPermissionDelete,
  rowName: permissionName,
  columns: [
    {
      key: "permission_name",
      label: "admin.permission.permission_name",
      primary: true,
      sort: "permission_name",
      render: (row) => permissionName(row),
    },
    {
      key: "permission_id",
      label: "admin.permission.permission_id",
      sort: "permission_id",
      clip: true,
      render: (row, t) => mono(row.permission_id, t),
    },
    {
      key: "url",
      label: "admin.permission.url",
      sort: "url",
      clip: true,
      render: (row, t) => mono(row.url.join("\n"), t),
    },
    {
      key: "match_mode",
      label: "admin.permission.match_mode",
      sort: "match_mode",
      render: (row, t) => t(`admin.permission.matchModes.${row.match_mode}`),
    },
    {
      key: "level",
      label: "admin.permission.level",
      sort: "level",
      render: (row, t) => t(`admin.permission.levels.${row.level}`),
    },
    {
      key: "curd_category",
      label: "admin.permission.curd_category",
      sort: "curd_category",
      render: (row, t) => t(`admin.permission.categories.${row.curd_category}`),
    },
    {
      key: "enable",
      label: "admin.field.enable",
      sort: "enable",
      render: (row, t) => flagTag(row.enable, t),
    },
    { key: "sort", label: "admin.field.sort", wideOnly: true, sort: "sort" },
  ],
  search: [
    { key: "permission_name", label: "admin.permission.permission_name" },
    { key: "permission_id", label: "admin.permission.permission_id" },
    { key: "url", label: "admin.permission.url" },
  ],
  filters: [
    { key: "curd_category", label: "admin.permission.curd_category", options: CATEGORIES },
    { key: "enable", label: "admin.field.enable", options: flagOptions },
  ],
  fields: [
    {
      name: "permission_id",
      kind: "text",
      label: "admin.permission.permission_id",
      hint: "admin.role.idHint",
      required: true,
      createOnly: true,
    },
    { name: "permission_name", kind: "text", label: "admin.permission.permission_name", required: true },
    {
      name: "url",
      kind: "lines",
      label: "admin.permission.url",
      hint: "admin.permission.urlHint",
      hintValues: { example: adminUserGetList.path },
      required: true,
    },
    { name: "match_mode", kind: "select", label: "admin.permission.match_mode", options: MATCH_MODES },
    { name: "level", kind: "select", label: "admin.permission.level", options: LEVELS },
    { name: "curd_category", kind: "select", label: "admin.permission.curd_category", options: CATEGORIES },
    {
      name: "parent_id",
      kind: "select",
      label: "admin.permission.parent_id",
      options: (rows, editing) => [
        { value: null, label: "admin.permission.noParent" },
        ...rows
          .filter((row) => row.permission_id !== editing?.permission_id)
          .map((row) => ({
            value: row.permission_id,
            label: `${permissionName(row)} (${row.permission_id})`,
            raw: true,
          })),
      ],
    },
    { name: "sort", kind: "number", label: "admin.field.sort" },
    { name: "enable", kind: "switch", label: "admin.field.enable" },
    { name: "comment", kind: "textarea", label: "admin.field.comment" },
  ],
  defaults: { match_mode: "0", level: "0", curd_category: "0", enable: true },
  // permissionPatternInvalid is a validation refusal naming no field (a url pattern RE2 refuses).
  refusals: { [ERROR_CODES.permissionExists]: "permission_id", [ERROR_CODES.validation]: "url" },
};
