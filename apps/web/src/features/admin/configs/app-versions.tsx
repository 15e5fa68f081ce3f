import type { RouteOutput } from "@roster/contract";
import * as ERROR_CODES from "@roster/contract/errors/codes";
import {
  adminAppVersionAdd,
  adminAppVersionDelete,
  adminAppVersionGetList,
  adminAppVersionUpdate,
} from "@roster/contract/routes";
import { registerTexts } from "../../../i18n";
import { textGroup } from "../../../i18n/texts";
import type { EntityConfig } from "../entity/types";
import { dateCell, flagTag, markTag, mono } from "./render";

/**
 * The texts of the app versions in the console (`admin.appVersion.*`), each in every language, registered with
 * this config (the fields several entities share are `admin.field.*`, in i18n/groups/admin.ts).
 */
export const appVersionEntityTexts = textGroup({
  admin: {
    appVersion: {
      entity: {
        en: "App version",
        es: "Versión de la app",
        fr: "Version de l’application",
        "zh-Hans": "应用版本",
        "zh-Hant": "應用版本",
      },
      appid: {
        en: "App ID",
        es: "ID de la app",
        fr: "ID de l’application",
        "zh-Hans": "应用 ID",
        "zh-Hant": "應用 ID",
      },
      name: {
        en: "App name",
        es: "Nombre de la app",
        fr: "Nom de l’application",
        "zh-Hans": "应用名称",
        "zh-Hant": "應用名稱",
      },
      contents: {
        en: "What is new",
        es: "Novedades",
        fr: "Nouveautés",
        "zh-Hans": "更新内容",
        "zh-Hant": "更新內容",
      },
      platform: { en: "Platform", es: "Plataforma", fr: "Plateforme", "zh-Hans": "平台", "zh-Hant": "平台" },
      type: { en: "Package", es: "Paquete", fr: "Paquet", "zh-Hans": "安装包", "zh-Hant": "安裝包" },
      types: {
        native_app: {
          en: "Full package",
          es: "Paquete completo",
          fr: "Paquet complet",
          "zh-Hans": "整包",
          "zh-Hant": "完整包",
        },
        wgt: {
          en: "Resource package (wgt)",
          es: "Paquete de recursos (wgt)",
          fr: "Paquet de ressources (wgt)",
          "zh-Hans": "资源包 (wgt)",
          "zh-Hant": "資源包 (wgt)",
        },
      },
      version: { en: "Version", es: "Versión", fr: "Version", "zh-Hans": "版本号", "zh-Hant": "版本號" },
      min_uni_version: {
        en: "Lowest native version",
        es: "Versión nativa mínima",
        fr: "Version native minimale",
        "zh-Hans": "最低原生版本",
        "zh-Hant": "最低原生版本",
      },
      minHint: {
        en: "Needed for resource packages",
        es: "Necesario para los paquetes de recursos",
        fr: "Nécessaire pour les paquets de ressources",
        "zh-Hans": "资源包必填",
        "zh-Hant": "資源包必填",
      },
      url: {
        en: "Download address",
        es: "Dirección de descarga",
        fr: "Adresse de téléchargement",
        "zh-Hans": "下载地址",
        "zh-Hant": "下載位址",
      },
      stable_publish: {
        en: "Published",
        es: "Publicada",
        fr: "Publiée",
        "zh-Hans": "已发布",
        "zh-Hant": "已發佈",
      },
      is_silently: {
        en: "Silent update",
        es: "Actualización silenciosa",
        fr: "Mise à jour silencieuse",
        "zh-Hans": "静默更新",
        "zh-Hant": "靜默更新",
      },
      is_mandatory: {
        en: "Mandatory",
        es: "Obligatoria",
        fr: "Obligatoire",
        "zh-Hans": "强制更新",
        "zh-Hant": "強制更新",
      },
    },
  },
});
registerTexts(appVersionEntityTexts);

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
      label: "admin.field.created",
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
