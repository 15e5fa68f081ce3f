import { useTranslation } from "../../i18n";
import { Logo } from "./Logo";
import styles from "./layout.module.css";

/**
 * What shows until the first page's code is there: index.html's start screen (Roster's mark on the page's
 * background, painted as soon as the document and its stylesheets arrive), drawn again by React so that
 * nothing moves or flashes when the app takes over the page.
 */
export function StartScreen() {
  const { t } = useTranslation();
  return (
    <div className="roster-start" role="status">
      <Logo size={56} />
      <span className={styles.srOnly}>{t("common.loading")}</span>
    </div>
  );
}
