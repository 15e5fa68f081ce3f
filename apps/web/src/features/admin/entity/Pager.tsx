import { useTranslation } from "../../../i18n";
import styles from "../admin.module.css";
import { pageCount } from "./list-model";

/** The total and, when there is more than one page, previous / next page buttons. */
export function Pager(props: {
  total: number;
  pageIndex: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pages = pageCount(props.total, props.pageSize);
  return (
    <nav className={styles.pager} aria-label={t("admin.list.page", { page: props.pageIndex, pages })}>
      <span className={styles.total}>{t("admin.list.total", { count: props.total })}</span>
      {pages > 1 && (
        <span className={styles.pages}>
          <button
            type="button"
            className={styles.action}
            disabled={props.pageIndex <= 1}
            onClick={() => props.onPage(props.pageIndex - 1)}
            aria-label={t("admin.list.previous")}
          >
            ‹
          </button>
          <span>{t("admin.list.page", { page: props.pageIndex, pages })}</span>
          <button
            type="button"
            className={styles.action}
            disabled={props.pageIndex >= pages}
            onClick={() => props.onPage(props.pageIndex + 1)}
            aria-label={t("admin.list.next")}
          >
            ›
          </button>
        </span>
      )}
    </nav>
  );
}
