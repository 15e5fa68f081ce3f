import type { ReactNode } from "react";
import { currentLocale, type TFunction } from "../../../i18n";
import { formatDateTime } from "../../../lib/dates";
import styles from "../admin.module.css";
import type { Option } from "../entity/types";

/** On / Off as a coloured tag. */
export const flagTag = (on: boolean, t: TFunction): ReactNode => (
  <span className={`${styles.tag} ${on ? styles.tagOn : styles.tagOff}`}>
    {t(on ? "admin.list.on" : "admin.list.off")}
  </span>
);

/** A tag when a flag is set (Hidden, Mandatory...), nothing otherwise. */
export const markTag = (on: boolean, label: string): ReactNode =>
  on ? <span className={styles.tag}>{label}</span> : null;

/** A list of names as tags, or a dash. */
export function tagList(names: readonly string[], t: TFunction): ReactNode {
  if (names.length === 0) return t("admin.list.none");
  return names.map((name) => (
    <span key={name} className={styles.tag}>
      {name}
    </span>
  ));
}

/** An epoch-ms time in the viewer's language and time zone on one line, or a dash. */
export const dateCell = (time: number | undefined, t: TFunction): ReactNode =>
  time ? (
    <span className={styles.nowrap}>{formatDateTime(time, currentLocale())}</span>
  ) : (
    t("admin.list.none")
  );

/** Ids, routes and codes in a monospace font. */
export const mono = (text: string, t: TFunction): ReactNode =>
  text ? <span className={styles.mono}>{text}</span> : t("admin.list.none");

/** Options whose labels are the text keys `${prefix}.${value}`. */
export const keyedOptions = (prefix: string, values: ReadonlyArray<string | number>): Option[] =>
  values.map((value) => ({ value, label: `${prefix}.${value}` }));

/** Yes / No options of a flag filter. */
export const flagOptions: Option[] = [
  { value: 1, label: "admin.list.on" },
  { value: 0, label: "admin.list.off" },
];
