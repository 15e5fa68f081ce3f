import { useTranslation } from "../../i18n";
import styles from "./layout.module.css";

/** What shows while a page's code or data is on its way: a light CSS spinner (no animation library). */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.srOnly}>{t("common.loading")}</span>
    </div>
  );
}
