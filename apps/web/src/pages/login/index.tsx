import { lazy, Suspense } from "react";
import { AuthLayout } from "../../features/auth/AuthLayout";
import { LoginMethods } from "../../features/auth/LoginMethods";
import { LoginNotice } from "../../features/auth/LoginNotice";
import { useTranslation } from "../../i18n";

// The provider buttons (and their texts) load apart, after the page: the sign-in page's first JavaScript
// does not grow with social sign-in, and a server with no provider configured shows nothing.
const SocialButtons = lazy(() => import("../../features/social/SocialButtons"));

/**
 * `/pages/login/index`: sign in with a password, an SMS code or an e-mail code (a new mobile or address
 * registers), or with a configured social provider. Inputs: `uniIdRedirectUrl`, the page to return to
 * afterwards; `inviteCode` for a new mobile; `notice`, a short notice over the form (`accountDeleted`).
 */
export default function LoginPage() {
  const { t } = useTranslation();
  return (
    <AuthLayout title={t("login.title")} heading={t("login.heading")} subheading={t("login.subheading")}>
      <LoginNotice />
      <LoginMethods />
      <Suspense fallback={null}>
        <SocialButtons />
      </Suspense>
    </AuthLayout>
  );
}
