import Button from "antd-mobile/es/components/button";
import { useState } from "react";
import { Link } from "react-router";
import { APP_CONFIG } from "../../config";
import { registerTexts, useTranslation } from "../../i18n";
import { templateTexts } from "../../i18n/groups/template";
import { currentUrl } from "../../lib/navigation";
import { useSession } from "../../store/use-session";
import { LoginForm } from "../auth/LoginForm";
import { PageShell } from "../layout/PageShell";
import { ChangePasswordPopup } from "../profile/ChangePasswordPopup";
import { AccountState } from "./AccountState";
import styles from "./template.module.css";

registerTexts(templateTexts);

/**
 * The template's password page (`uni-id/password/password`): signed out, the password sign-in (staying on
 * this page); signed in, the change-password sheet (or the set-password one for an account without a
 * password), after which every device is signed out and the user signs in again back to this page.
 */
export function PasswordDemo() {
  const { t } = useTranslation();
  const { signedIn, user } = useSession();
  const [changing, setChanging] = useState(false);
  const hasPassword = user.has_password !== false;
  return (
    <PageShell title={t("template.pages.password")}>
      <p className={styles.intro}>{t("template.password.intro")}</p>
      <AccountState />
      {signedIn ? (
        <section className={styles.card} aria-labelledby="password-change">
          <h2 id="password-change">
            {t(hasPassword ? "template.password.change" : "template.password.set")}
          </h2>
          <p className={styles.hint}>{t("template.password.changeHint")}</p>
          <div className={styles.actions}>
            <Button color="primary" shape="rounded" onClick={() => setChanging(true)}>
              {t(hasPassword ? "template.password.change" : "template.password.set")}
            </Button>
          </div>
          <ChangePasswordPopup
            visible={changing}
            onClose={() => setChanging(false)}
            hasPassword={hasPassword}
            returnTo={currentUrl()}
          />
        </section>
      ) : (
        <section className={styles.card} aria-labelledby="password-sign-in">
          <h2 id="password-sign-in">{t("login.submit")}</h2>
          <LoginForm onDone={() => undefined} />
          <p className={styles.hint}>
            <Link to={APP_CONFIG.register.url}>{t("template.password.register")}</Link>
          </p>
        </section>
      )}
    </PageShell>
  );
}
