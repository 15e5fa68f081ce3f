import { AuthLayout } from "../../features/auth/AuthLayout";
import { OAuthCallback } from "../../features/social/OAuthCallback";
import { useTranslation } from "../../i18n";

/**
 * `/pages/login/oauth-callback`: the `redirect_uri` of the web sign-in flows (WeChat, Alipay). Inputs: the
 * provider's `code` (Alipay `auth_code`) and `state`, in the query before the hash or in the route's own.
 */
export default function OAuthCallbackPage() {
  const { t } = useTranslation();
  return (
    <AuthLayout title={t("login.title")} heading={t("login.heading")} subheading="">
      <OAuthCallback />
    </AuthLayout>
  );
}
