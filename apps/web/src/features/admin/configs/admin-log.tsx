import type { RouteOutput } from "@roster/contract";
import { adminLogGetList } from "@roster/contract/routes";
import type { TFunction } from "i18next";
import styles from "../admin.module.css";
import { Sheet } from "../entity/Sheet";
import type { EntityConfig } from "../entity/types";
import { dateCell, mono } from "./render";

/** An admin-log entry as the console lists it. */
export type AdminLogRow = RouteOutput<typeof adminLogGetList>["rows"][number];

/** The result as a tag in words: 0 succeeded, anything else was refused (with its code). */
const resultTag = (code: number, t: TFunction) => (
  <span className={`${styles.tag} ${code === 0 ? styles.tagOn : styles.tagOff}`}>
    {code === 0 ? t("admin.log.succeeded") : t("admin.log.refused", { code })}
  </span>
);

/** The admin log: every change made through the console, newest first (read only). */
export const adminLogConfig: EntityConfig<AdminLogRow> = {
  id: "admin-log",
  title: "admin.adminLog",
  entity: "admin.log.entity",
  list: adminLogGetList,
  rowName: (row) => row.title || row.url,
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
    { key: "url", label: "admin.log.url", sort: "url", clip: true, render: (row, t) => mono(row.url, t) },
    {
      key: "response_code",
      label: "admin.log.response_code",
      sort: "response_code",
      render: (row, t) => resultTag(row.response_code, t),
    },
    { key: "ip", label: "admin.log.ip", wideOnly: true, sort: "ip" },
  ],
  search: [
    { key: "user_name", label: "admin.log.user_name" },
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
