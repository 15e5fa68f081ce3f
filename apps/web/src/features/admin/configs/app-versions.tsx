import type { RouteOutput } from "@roster/contract";
import * as ERROR_CODES from "@roster/contract/errors/codes";
import {
  adminAppVersionAdd,
  adminAppVersionDelete,
  adminAppVersionGetList,
  adminAppVersionUpdate,
} from "@roster/contract/routes";
import type { EntityConfig } from "../entity/types";
import { dateCell, flagTag, markTag, mono } from "./render";

/** An app version as the console lists it. */
export type AppVersionRow = RouteOutput<typeof adminAppVersionGetList>["rows"][number];

const PLATFORMS = [
  { value: "Android", label: "Android", raw: true },
  { value: "iOS", label: "iOS", raw: true },
];
const TYPES = [
  { value: "native_app", label: "admin.appVersion.types.native_app" },
  { value: "wgt", label: "admin.appVersion.types.wgt" },
];

/** App versions: the packages user/pub/checkVersion offers, per app and platform. */
export const appVersionsConfig: EntityConfig<AppVersionRow> = {
  id: "app-versions",
  title: "admin.appVersions",
  entity: "admin.appVersion.entity",
  list: adminAppVersionGetList,
  add: adminAppVersionAdd,
  update: adminAppVersionUpdate,
  remove: adminAppVersionDelete,
  rowName: (row) => `${row.appid} ${row.version} (${row.platform})`,
  columns: [
    {
      key: "version",
      label: "admin.appVersion.version",
      primary: true,
      sort: "version",
      render: (row) => `${row.version} · ${row.platform}`,
    },
    {
      key: "appid",
      label: "admin.appVersion.appid",
      sort: "appid",
      clip: true,
      render: (row, t) => mono(row.appid, t),
    },
    {
      key: "type",
      label: "admin.appVersion.type",
      sort: "type",
      render: (row, t) => t(`admin.appVersion.types.${row.type}`),
    },
    { key: "title", label: "admin.field.title", sort: "title" },
    {
      key: "stable_publish",
      label: "admin.appVersion.stable_publish",
      sort: "stable_publish",
      render: (row, t) => (
        <>
          {flagTag(row.stable_publish, t)}
          {markTag(row.is_mandatory, t("admin.appVersion.is_mandatory"))}
          {markTag(row.is_silently, t("admin.appVersion.is_silently"))}
        </>
      ),
    },
    {
      key: "create_date",
      label: "admin.appVersion.created",
      wideOnly: true,
      sort: "create_date",
      render: (row, t) => dateCell(row.create_date, t),
    },
  ],
  search: [
    { key: "appid", label: "admin.appVersion.appid" },
    { key: "title", label: "admin.field.title" },
    { key: "version", label: "admin.appVersion.version" },
  ],
  filters: [{ key: "platform", label: "admin.appVersion.platform", options: PLATFORMS }],
  fields: [
    { name: "appid", kind: "text", label: "admin.appVersion.appid", required: true },
    { name: "name", kind: "text", label: "admin.appVersion.name" },
    { name: "title", kind: "text", label: "admin.field.title" },
    { name: "contents", kind: "textarea", label: "admin.appVersion.contents" },
    {
      name: "platform",
      kind: "select",
      label: "admin.appVersion.platform",
      options: PLATFORMS,
      required: true,
    },
    { name: "type", kind: "select", label: "admin.appVersion.type", options: TYPES, required: true },
    { name: "version", kind: "text", label: "admin.appVersion.version", required: true },
    {
      name: "min_uni_version",
      kind: "text",
      label: "admin.appVersion.min_uni_version",
      hint: "admin.appVersion.minHint",
      nullWhenEmpty: true,
    },
    { name: "url", kind: "text", label: "admin.appVersion.url", required: true },
    { name: "stable_publish", kind: "switch", label: "admin.appVersion.stable_publish" },
    { name: "is_mandatory", kind: "switch", label: "admin.appVersion.is_mandatory" },
    { name: "is_silently", kind: "switch", label: "admin.appVersion.is_silently" },
  ],
  defaults: { platform: "Android", type: "native_app", stable_publish: true },
  refusals: { [ERROR_CODES.paramRequired]: "min_uni_version" }, // a wgt package without its lowest native version
};
