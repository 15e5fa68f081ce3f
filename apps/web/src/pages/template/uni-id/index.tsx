import type { ComponentType } from "react";
import { Navigate, useLocation } from "react-router";
import { APP_CONFIG } from "../../../config";
import AlipayPage from "./alipay/alipay";
import EmailPage from "./email/email";
import IdentityMenuPage from "./index/index";
import TemplateForgetPage from "./login/forget/forget";
import TemplateLoginPage from "./login/index/index";
import TemplateRegisterPage from "./login/register/register";
import MobilePage from "./mobile/mobile";
import PasswordPage from "./password/password";
import QQPage from "./qq/qq";
import TemplateTestPage from "./test/test";
import UniverifyPage from "./univerify/univerify";
import UtilPage from "./util/util";
import H5WeixinPage from "./weixin/h5-weixin";
import SetUserInfoPage from "./weixin/set-user-info";
import WeixinPage from "./weixin/weixin";

/** The identity pages of the template, by their path under `/pages_template/uni-id/`. */
export const IDENTITY_PAGES: Record<string, ComponentType> = {
  "index/index": IdentityMenuPage,
  "password/password": PasswordPage,
  "mobile/mobile": MobilePage,
  "email/email": EmailPage,
  "util/util": UtilPage,
  "login/index/index": TemplateLoginPage,
  "login/register/register": TemplateRegisterPage,
  "login/forget/forget": TemplateForgetPage,
  "test/test": TemplateTestPage,
  "weixin/weixin": WeixinPage,
  "weixin/h5-weixin": H5WeixinPage,
  "weixin/set-user-info": SetUserInfoPage,
  "alipay/alipay": AlipayPage,
  "qq/qq": QQPage,
  "univerify/univerify": UniverifyPage,
};

/**
 * The identity folder's pages as one lazily loaded route (one entry in the route table and its preload
 * lists instead of fifteen, which keeps the sign-in page's first JavaScript from growing): shows the page
 * of the path; another path under the folder goes to the 404 page.
 */
export default function IdentityPage() {
  const { pathname } = useLocation();
  const Page = IDENTITY_PAGES[pathname.replace("/pages_template/uni-id/", "")];
  return Page ? <Page key={pathname} /> : <Navigate to={APP_CONFIG.notFound.url} replace />;
}
