import { Link, useSearchParams } from "react-router";
import { APP_CONFIG } from "../../config";
import { useTranslation } from "../../i18n";
import authStyles from "./auth.module.css";
import { MethodTabs } from "./MethodTabs";
import { ResetPasswordForm } from "./ResetPasswordForm";

/** The forgot-password card: reset by mobile or by e-mail, and the way back to sign in. */
export function ForgotPassword() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <>
      <MethodTabs
        label={t("forgot.methods")}
        tabs={[
          {
            key: "mobile",
            title: t("forgot.byMobile"),
            render: () => <ResetPasswordForm channel="mobile" />,
          },
          { key: "email", title: t("forgot.byEmail"), render: () => <ResetPasswordForm channel="email" /> },
        ]}
      />
      <p className={authStyles.switch}>
        {t("forgot.remembered")}{" "}
        <Link to={{ pathname: APP_CONFIG.login.url, search: params.toString() }} replace>
          {t("forgot.back")}
        </Link>
      </p>
    </>
  );
}
