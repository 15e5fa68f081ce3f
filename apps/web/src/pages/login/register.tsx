import { AuthLayout } from "../../features/auth/AuthLayout";
import { RegisterForm } from "../../features/auth/RegisterForm";
import { useTranslation } from "../../i18n";

/** `/pages/login/register`: create an account. Input: `uniIdRedirectUrl`, passed on from the login page. */
export default function RegisterPage() {
  const { t } = useTranslation();
  return (
    <AuthLayout
      title={t("register.title")}
      heading={t("register.heading")}
      subheading={t("register.subheading")}
    >
      <RegisterForm />
    </AuthLayout>
  );
}
