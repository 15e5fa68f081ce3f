import type { RouteOutput } from "@roster/contract";
import * as ERROR_CODES from "@roster/contract/errors/codes";
import {
  adminPermissionAdd,
  adminPermissionDelete,
  adminPermissionGetList,
  adminPermissionUpdate,
  adminUserGetList,
} from "@roster/contract/routes";
import { registerTexts } from "../../../i18n";
import { textGroup } from "../../../i18n/texts";
import type { BindSource } from "../entity/BindDialog";
import type { EntityConfig } from "../entity/types";
import { flagOptions, flagTag, keyedOptions, mono } from "./render";

/**
 * The texts of the permissions in the console (`admin.permission.*`), each in every language, registered with
 * this config (the fields several entities share are `admin.field.*`, in i18n/groups/admin.ts).
 */
export const permissionEntityTexts = textGroup({
  admin: {
    permission: {
      entity: { en: "Permission", es: "Permiso", fr: "Autorisation", "zh-Hans": "权限", "zh-Hant": "權限" },
      permission_id: {
        en: "Permission ID",
        es: "ID del permiso",
        fr: "ID de l’autorisation",
        "zh-Hans": "权限 ID",
        "zh-Hant": "權限 ID",
      },
      url: {
        en: "Route patterns",
        es: "Patrones de ruta",
        fr: "Modèles de routes",
        "zh-Hans": "路由规则",
        "zh-Hant": "路由規則",
      },
      urlHint: {
        en: "One per line, e.g. {example}",
        es: "Uno por línea, p. ej. {example}",
        fr: "Un par ligne, par ex. {example}",
        "zh-Hans": "每行一条，例如 {example}",
        "zh-Hant": "每行一條，例如 {example}",
      },
      match_mode: {
        en: "Match mode",
        es: "Modo de coincidencia",
        fr: "Mode de correspondance",
        "zh-Hans": "匹配方式",
        "zh-Hant": "比對方式",
      },
      matchModes: {
        "0": {
          en: "Exact path",
          es: "Ruta exacta",
          fr: "Chemin exact",
          "zh-Hans": "完整路径",
          "zh-Hant": "完整路徑",
        },
        "1": {
          en: "Wildcard (*)",
          es: "Comodín (*)",
          fr: "Joker (*)",
          "zh-Hans": "通配符 (*)",
          "zh-Hant": "萬用字元 (*)",
        },
        "2": {
          en: "Regular expression",
          es: "Expresión regular",
          fr: "Expression régulière",
          "zh-Hans": "正则表达式",
          "zh-Hant": "正規表示式",
        },
      },
      level: {
        en: "Danger level",
        es: "Nivel de riesgo",
        fr: "Niveau de risque",
        "zh-Hans": "危险等级",
        "zh-Hant": "危險等級",
      },
      levels: {
        "0": { en: "0 · none", es: "0 · ninguno", fr: "0 · aucun", "zh-Hans": "0 · 无", "zh-Hant": "0 · 無" },
        "1": { en: "1 · low", es: "1 · bajo", fr: "1 · faible", "zh-Hans": "1 · 低", "zh-Hant": "1 · 低" },
        "2": { en: "2 · medium", es: "2 · medio", fr: "2 · moyen", "zh-Hans": "2 · 中", "zh-Hant": "2 · 中" },
        "3": { en: "3 · high", es: "3 · alto", fr: "3 · élevé", "zh-Hans": "3 · 高", "zh-Hant": "3 · 高" },
        "4": {
          en: "4 · critical",
          es: "4 · crítico",
          fr: "4 · critique",
          "zh-Hans": "4 · 极高",
          "zh-Hant": "4 · 極高",
        },
      },
      curd_category: {
        en: "Category",
        es: "Categoría",
        fr: "Catégorie",
        "zh-Hans": "类别",
        "zh-Hant": "類別",
      },
      categories: {
        "0": { en: "None", es: "Ninguna", fr: "Aucune", "zh-Hans": "无", "zh-Hant": "無" },
        "1": { en: "Create", es: "Crear", fr: "Créer", "zh-Hans": "新增", "zh-Hant": "新增" },
        "2": { en: "Delete", es: "Eliminar", fr: "Supprimer", "zh-Hans": "删除", "zh-Hant": "刪除" },
        "3": { en: "Update", es: "Actualizar", fr: "Modifier", "zh-Hans": "修改", "zh-Hant": "修改" },
        "4": { en: "Read", es: "Leer", fr: "Lire", "zh-Hans": "查询", "zh-Hant": "查詢" },
        "5": { en: "Special", es: "Especial", fr: "Spéciale", "zh-Hans": "特殊", "zh-Hant": "特殊" },
      },
      parent_id: {
        en: "Parent permission",
        es: "Permiso padre",
        fr: "Autorisation parente",
        "zh-Hans": "上级权限",
        "zh-Hant": "上級權限",
      },
      noParent: { en: "None", es: "Ninguna", fr: "Aucune", "zh-Hans": "无", "zh-Hant": "無" },
    },
  },
});
registerTexts(permissionEntityTexts);

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
      label: "admin.field.name",
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
    { key: "permission_name", label: "admin.field.name" },
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
    { name: "permission_name", kind: "text", label: "admin.field.name", required: true },
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
