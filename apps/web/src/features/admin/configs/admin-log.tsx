import type { RouteOutput } from "@roster/contract";
import { adminLogGetList } from "@roster/contract/routes";
import { registerTexts, type TFunction } from "../../../i18n";
import { textGroup } from "../../../i18n/texts";
import styles from "../admin.module.css";
import { Sheet } from "../entity/Sheet";
import type { EntityConfig } from "../entity/types";
import { dateCell, mono } from "./render";

/**
 * The texts of the admin log entries in the console (`admin.log.*`), each in every language, registered with
 * this config (the fields several entities share are `admin.field.*`, in i18n/groups/admin.ts).
 */
export const logEntityTexts = textGroup({
  admin: {
    log: {
      entity: {
        en: "Log entry",
        es: "Entrada del registro",
        fr: "Entrée du journal",
        "zh-Hans": "日志",
        "zh-Hant": "日誌",
      },
      create_date: { en: "Time", es: "Hora", fr: "Heure", "zh-Hans": "时间", "zh-Hant": "時間" },
      user_name: { en: "Who", es: "Quién", fr: "Qui", "zh-Hans": "操作人", "zh-Hant": "操作人" },
      title: { en: "Action", es: "Acción", fr: "Action", "zh-Hans": "操作", "zh-Hant": "操作" },
      url: { en: "Route", es: "Ruta", fr: "Route", "zh-Hans": "路由", "zh-Hant": "路由" },
      ip: { en: "IP", es: "IP", fr: "IP", "zh-Hans": "IP", "zh-Hant": "IP" },
      response_code: { en: "Result", es: "Resultado", fr: "Résultat", "zh-Hans": "结果", "zh-Hant": "結果" },
      succeeded: { en: "Succeeded", es: "Correcto", fr: "Réussi", "zh-Hans": "成功", "zh-Hant": "成功" },
      refused: {
        en: "Refused (code {code})",
        es: "Rechazado (código {code})",
        fr: "Refusé (code {code})",
        "zh-Hans": "被拒绝（代码 {code}）",
        "zh-Hant": "被拒絕（代碼 {code}）",
      },
      request_id: {
        en: "Request ID",
        es: "ID de la solicitud",
        fr: "ID de la requête",
        "zh-Hans": "请求 ID",
        "zh-Hant": "請求 ID",
      },
      request_param: {
        en: "Request",
        es: "Solicitud",
        fr: "Requête",
        "zh-Hans": "请求参数",
        "zh-Hant": "請求參數",
      },
      target: {
        en: "Target",
        es: "Cuenta afectada",
        fr: "Compte concerné",
        "zh-Hans": "操作对象",
        "zh-Hant": "操作對象",
      },
      targetHidden: {
        en: "Above your rights",
        es: "Por encima de sus permisos",
        fr: "Au-delà de vos droits",
        "zh-Hans": "权限高于您",
        "zh-Hant": "權限高於您",
      },
      details: { en: "Details", es: "Detalles", fr: "Détails", "zh-Hans": "详情", "zh-Hant": "詳情" },
    },
  },
});
registerTexts(logEntityTexts);

/** An admin-log entry as the console lists it. */
export type AdminLogRow = RouteOutput<typeof adminLogGetList>["rows"][number];

/** The result as a tag in words: 0 succeeded, anything else was refused (with its code). */
const resultTag = (code: number, t: TFunction) => (
  <span className={`${styles.tag} ${code === 0 ? styles.tagOn : styles.tagOff}`}>
    {code === 0 ? t("admin.log.succeeded") : t("admin.log.refused", { code })}
  </span>
);

/** The account an entry acted on: its name (else id), "above your rights" when withheld, or a dash. */
const targetCell = (row: AdminLogRow, t: TFunction) =>
  row.target_hidden ? (
    <span className={styles.tag}>{t("admin.log.targetHidden")}</span>
  ) : (
    row.target_name || row.target_id || t("admin.list.none")
  );

/** The details line of the account: name and id, or what the cell says. */
const targetDetails = (row: AdminLogRow, t: TFunction) =>
  row.target_name && row.target_id ? `${row.target_name} (${row.target_id})` : targetCell(row, t);

/**
 * The admin log: every change made through the console, newest first (read only). The IP is in the details
 * only, so that the table fits a 1280 px screen beside the console's sidebar.
 */
export const adminLogConfig: EntityConfig<AdminLogRow> = {
  id: "admin-log",
  title: "admin.adminLog",
  entity: "admin.log.entity",
  list: adminLogGetList,
  // The server's sentence ("admin reset the password of alice") names the row and its actions.
  rowName: (row) => row.summary || row.title || row.url,
  rowLabel: (row) => row.summary || row.title || row.url,
  columns: [
    { key: "title", label: "admin.log.title", primary: true, render: (row) => row.title || row.url },
    {
      key: "create_date",
      label: "admin.log.create_date",
      sort: "create_date",
      render: (row, t) => dateCell(row.create_date, t),
    },
    {
      key: "user_name",
      label: "admin.log.user_name",
      sort: "user_name",
      render: (row) => row.user_name || row.user_id,
    },
    {
      key: "target_name",
      label: "admin.log.target",
      sort: "target_name",
      render: (row, t) => targetCell(row, t),
    },
    { key: "url", label: "admin.log.url", sort: "url", clip: true, render: (row, t) => mono(row.url, t) },
    {
      key: "response_code",
      label: "admin.log.response_code",
      sort: "response_code",
      render: (row, t) => resultTag(row.response_code, t),
    },
  ],
  search: [
    { key: "user_name", label: "admin.log.user_name" },
    { key: "target_name", label: "admin.log.target" },
    { key: "url", label: "admin.log.url" },
    { key: "title", label: "admin.log.title" },
    { key: "request_id", label: "admin.log.request_id", mode: "=" },
  ],
  actions: [
    {
      key: "details",
      label: "admin.log.details",
      inline: true,
      run: (row, ctx) =>
        ctx.open(
          <Sheet title={row.title || row.url} onClose={ctx.close}>
            <dl className={styles.details}>
              <dt>{ctx.t("admin.log.create_date")}</dt>
              <dd>{dateCell(row.create_date, ctx.t)}</dd>
              <dt>{ctx.t("admin.log.user_name")}</dt>
              <dd>{row.user_name ? `${row.user_name} (${row.user_id})` : row.user_id}</dd>
              <dt>{ctx.t("admin.log.target")}</dt>
              <dd>{targetDetails(row, ctx.t)}</dd>
              <dt>{ctx.t("admin.log.url")}</dt>
              <dd className={styles.mono}>{row.url}</dd>
              <dt>{ctx.t("admin.log.response_code")}</dt>
              <dd>{resultTag(row.response_code, ctx.t)}</dd>
              <dt>{ctx.t("admin.log.ip")}</dt>
              <dd>{row.ip}</dd>
              <dt>{ctx.t("admin.log.request_id")}</dt>
              <dd className={styles.mono}>{row.request_id}</dd>
            </dl>
            <h3 className={styles.label}>{ctx.t("admin.log.request_param")}</h3>
            <pre className={styles.pre}>{JSON.stringify(row.request_param, null, 2)}</pre>
          </Sheet>,
        ),
    },
  ],
};
