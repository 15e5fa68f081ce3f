import { AuthLayout } from "../../../../../features/auth/AuthLayout";
import { MobileRegisterForm } from "../../../../../features/template/MobileRegisterForm";
import { useTranslation } from "../../../../../i18n";

/**
 * `/pages_template/uni-id/login/register/register`: the template's registration with a mobile, a code and
 * a password. Input: `uniIdRedirectUrl`, where to go once registered.
 */
export default function TemplateRegisterPage() {
  const { t } = useTranslation();
  return (
    <AuthLayout
      title={t("template.pages.register")}
      heading={t("template.register.heading")}
      subheading={t("template.register.subheading")}
    >
      <MobileRegisterForm />
    </AuthLayout>
  );
}
