import { useTranslation } from "react-i18next";
import { AuthLayout } from "../../features/auth/AuthLayout";
import { LoginForm } from "../../features/auth/LoginForm";

/** `/pages/login/index`: sign in. Input: `uniIdRedirectUrl`, the page to return to afterwards. */
export default function LoginPage() {
  const { t } = useTranslation();
  return (
    <AuthLayout title={t("login.title")} heading={t("login.heading")} subheading={t("login.subheading")}>
      <LoginForm />
    </AuthLayout>
  );
}
