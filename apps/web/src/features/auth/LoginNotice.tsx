import { useSearchParams } from "react-router";
import { useTranslation } from "../../i18n";
import styles from "./auth.module.css";

/** Notices the login page can open with (`?notice=`), by name: the text key of each. */
const NOTICES: Readonly<Record<string, string>> = {
  accountDeleted: "login.accountDeleted",
};

/**
 * A short notice over the sign-in form for how the visitor got here, named by `?notice=` (after deleting
 * the account: `accountDeleted`); nothing for any other value. Announced to screen readers as a status.
 */
export function LoginNotice() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const key = NOTICES[params.get("notice") ?? ""];
  if (!key) return null;
  return (
    <p className={styles.notice} role="status" data-testid="login-notice">
      {t(key)}
    </p>
  );
}
