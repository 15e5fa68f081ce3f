import type { RouteOutput } from "@roster/contract";
import * as ERROR_CODES from "@roster/contract/errors/codes";
import {
  adminComponentAdd,
  adminComponentDelete,
  adminComponentGetList,
  adminComponentUpdate,
} from "@roster/contract/routes";
import { registerTexts } from "../../../i18n";
import { textGroup } from "../../../i18n/texts";
import type { EntityConfig } from "../entity/types";
import { dateCell, flagOptions, flagTag, mono } from "./render";

/**
 * The texts of the page components in the console (`admin.component.*`), each in every language, registered with
 * this config (the fields several entities share are `admin.field.*`, in i18n/groups/admin.ts).
 */
export const componentEntityTexts = textGroup({
  admin: {
    component: {
      entity: {
        en: "Page component",
        es: "Componente de página",
        fr: "Composant de page",
        "zh-Hans": "页面组件",
        "zh-Hant": "頁面元件",
      },
      data_id: {
        en: "Data ID",
        es: "ID de datos",
        fr: "ID des données",
        "zh-Hans": "数据 ID",
        "zh-Hant": "資料 ID",
      },
      description: {
        en: "Description",
        es: "Descripción",
        fr: "Description",
        "zh-Hans": "描述",
        "zh-Hant": "描述",
      },
      data: {
        en: "Data (JSON)",
        es: "Datos (JSON)",
        fr: "Données (JSON)",
        "zh-Hans": "数据 (JSON)",
        "zh-Hant": "資料 (JSON)",
      },
      updated: {
        en: "Updated",
        es: "Actualizado",
        fr: "Mis à jour",
        "zh-Hans": "更新时间",
        "zh-Hant": "更新時間",
      },
    },
  },
});
registerTexts(componentEntityTexts);

/** The data of a page component as the console lists it. */
export type ComponentRow = RouteOutput<typeof adminComponentGetList>["rows"][number];

/** Page components: JSON data read by dynamic components through their data_id. */
export const componentsConfig: EntityConfig<ComponentRow> = {
  id: "components",
  title: "admin.components",
  entity: "admin.component.entity",
  list: adminComponentGetList,
  add: adminComponentAdd,
  update: adminComponentUpdate,
  remove: adminComponentDelete,
  rowName: (row) => row.title || row.data_id,
  columns: [
    {
      key: "title",
      label: "admin.field.title",
      primary: true,
      sort: "title",
      render: (row) => row.title || row.data_id,
    },
    {
      key: "data_id",
      label: "admin.component.data_id",
      sort: "data_id",
      clip: true,
      render: (row, t) => mono(row.data_id, t),
    },
    { key: "description", label: "admin.component.description", wideOnly: true, sort: "description" },
    {
      key: "enable",
      label: "admin.field.enable",
      sort: "enable",
      render: (row, t) => flagTag(row.enable, t),
    },
    {
      key: "update_date",
      label: "admin.component.updated",
      sort: "update_date",
      render: (row, t) => dateCell(row.update_date, t),
    },
  ],
  search: [
    { key: "data_id", label: "admin.component.data_id" },
    { key: "title", label: "admin.field.title" },
  ],
  filters: [{ key: "enable", label: "admin.field.enable", options: flagOptions }],
  fields: [
    {
      name: "data_id",
      kind: "text",
      label: "admin.component.data_id",
      hint: "admin.role.idHint",
      required: true,
      createOnly: true,
    },
    { name: "title", kind: "text", label: "admin.field.title" },
    { name: "description", kind: "textarea", label: "admin.component.description" },
    { name: "data", kind: "json", label: "admin.component.data", required: true },
    { name: "enable", kind: "switch", label: "admin.field.enable" },
  ],
  defaults: { enable: true, data: "{}" },
  refusals: { [ERROR_CODES.componentExists]: "data_id" },
};
