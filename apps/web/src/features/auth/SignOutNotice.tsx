import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { forgetSignOut, pendingSignOut } from "../../lib/sign-out-notice";
import styles from "./auth.module.css";

/**
 * Why the user lands on the sign-in page without having signed out: a forced sign-out pushed by the
 * server, or a token it stopped accepting. Shown once (the notice is forgotten when it is shown).
 */
export function SignOutNotice() {
  const { t } = useTranslation();
  const [notice, setNotice] = useState(pendingSignOut);
  useEffect(() => {
    if (notice) forgetSignOut();
  }, [notice]);
  if (!notice) return null;
  return (
    <div className={styles.signedOut} role="alert" data-testid="sign-out-notice">
      <div className={styles.signedOutText}>
        <strong>{t("signedOut.title")}</strong>
        <span>{t(`signedOut.${notice.reason}`)}</span>
        {notice.msg && <span className={styles.signedOutServer}>{notice.msg}</span>}
      </div>
      <button type="button" className={styles.signedOutClose} onClick={() => setNotice(undefined)}>
        {t("signedOut.dismiss")}
      </button>
    </div>
  );
}
