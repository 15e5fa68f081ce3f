import { useTranslation } from "react-i18next";
import { AuthLayout } from "../../features/auth/AuthLayout";
import { LoginMethods } from "../../features/auth/LoginMethods";

/**
 * `/pages/login/index`: sign in with a password, an SMS code or an e-mail code (a new mobile or address
 * registers). Inputs: `uniIdRedirectUrl`, the page to return to afterwards; `inviteCode` for a new mobile.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  return (
    <AuthLayout title={t("login.title")} heading={t("login.heading")} subheading={t("login.subheading")}>
      <LoginMethods />
    </AuthLayout>
  );
}
