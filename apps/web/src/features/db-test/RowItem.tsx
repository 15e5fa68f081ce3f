import type { DbTestRow } from "@roster/contract";
import type { ReactNode } from "react";
import { useTranslation } from "../../i18n";
import styles from "./db-test.module.css";

/** One demo row: its money, name, distance from the fixed point and a "yours" tag. */
export function RowItem({ row, extra }: { row: DbTestRow; extra?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <li className={styles.row} data-testid="db-row">
      <span className={styles.money}>{t("dbTest.money", { money: row.money })}</span>
      <span className={styles.name}>{row.name || t("dbTest.unnamed")}</span>
      <span className={styles.km}>{t("dbTest.km", { km: row.km.toFixed(2) })}</span>
      {row.mine && <span className={styles.mine}>{t("dbTest.mine")}</span>}
      {extra && <span className={styles.extra}>{extra}</span>}
    </li>
  );
}
