import type { RouteOutput } from "@roster/contract";
import * as ERROR_CODES from "@roster/contract/errors/codes";
import {
  adminComponentAdd,
  adminComponentDelete,
  adminComponentGetList,
  adminComponentUpdate,
} from "@roster/contract/routes";
import type { EntityConfig } from "../entity/types";
import { dateCell, flagOptions, flagTag, mono } from "./render";

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
