import ForgotPasswordPage from "../../../../login/forgot-password";

/** `/pages_template/uni-id/login/forget/forget`: the template's reset page, the app's forgot-password page. */
export default function TemplateForgetPage() {
  return <ForgotPasswordPage />;
}
