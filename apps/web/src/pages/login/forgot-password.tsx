import { AuthLayout } from "../../features/auth/AuthLayout";
import { ForgotPassword } from "../../features/auth/ForgotPassword";
import { registerTexts, useTranslation } from "../../i18n";
import { codeTexts } from "../../i18n/groups/codes";

registerTexts(codeTexts);

/**
 * `/pages/login/forgot-password`: a new password with a code sent to the account's mobile or e-mail, then
 * the login page (with the same `uniIdRedirectUrl`) to sign in with it.
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  return (
    <AuthLayout title={t("forgot.title")} heading={t("forgot.heading")} subheading={t("forgot.subheading")}>
      <ForgotPassword />
    </AuthLayout>
  );
}
