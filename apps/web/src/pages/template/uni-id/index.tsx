import type { ComponentType } from "react";
import { Navigate, useLocation } from "react-router";
import { APP_CONFIG } from "../../../config";
import AlipayPage from "./alipay/alipay";
import QQPage from "./qq/qq";
import UniverifyPage from "./univerify/univerify";
import H5WeixinPage from "./weixin/h5-weixin";
import SetUserInfoPage from "./weixin/set-user-info";
import WeixinPage from "./weixin/weixin";

/** The identity pages of the template, by their path under `/pages_template/uni-id/`. */
export const IDENTITY_PAGES: Record<string, ComponentType> = {
  "weixin/weixin": WeixinPage,
  "weixin/h5-weixin": H5WeixinPage,
  "weixin/set-user-info": SetUserInfoPage,
  "alipay/alipay": AlipayPage,
  "qq/qq": QQPage,
  "univerify/univerify": UniverifyPage,
};

/**
 * The identity folder's pages as one lazily loaded route (one entry in the route table and its preload
 * lists instead of six, which keeps the sign-in page's first JavaScript from growing): shows the page of
 * the path; another path under the folder goes to the 404 page.
 */
export default function IdentityPage() {
  const { pathname } = useLocation();
  const Page = IDENTITY_PAGES[pathname.replace("/pages_template/uni-id/", "")];
  return Page ? <Page /> : <Navigate to={APP_CONFIG.notFound.url} replace />;
}
