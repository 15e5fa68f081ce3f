import LoginPage from "../../../../login/index";

/**
 * `/pages_template/uni-id/login/index/index`: the template's configured sign-in page, which is the app's
 * own sign-in (`/pages/login/index`): the same password, code and social sign-in, and the same way back
 * (`uniIdRedirectUrl`, else `$app.originalPage`, else the previous page, else home).
 */
export default function TemplateLoginPage() {
  return <LoginPage />;
}
