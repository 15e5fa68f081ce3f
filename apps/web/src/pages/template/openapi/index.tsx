import type { ComponentType } from "react";
import { Navigate, useLocation } from "react-router";
import { APP_CONFIG } from "../../../config";
import { BaiduPage } from "../../../features/openapi/baidu-page";
import {
  AlipayPage,
  ImgCheckPage,
  MiniProgramPage,
  MsgCheckPage,
} from "../../../features/openapi/platform-pages";
import {
  WeixinImgPage,
  WeixinMsgPage,
  WeixinPage,
  WeixinSendPage,
} from "../../../features/openapi/weixin-pages";

/** The open-API demo pages, by their path under `/pages_template/openapi/`. */
export const OPENAPI_PAGES: Record<string, ComponentType> = {
  "weixin/weixin": WeixinPage,
  "weixin/msgSecCheck": WeixinMsgPage,
  "weixin/imgSecCheck": WeixinImgPage,
  "weixin/sendMessage": WeixinSendPage,
  "qq/qq": () => <MiniProgramPage platform="qq" />,
  "qq/msgSecCheck": () => <MsgCheckPage platform="qq" />,
  "qq/imgSecCheck": () => <ImgCheckPage platform="qq" />,
  "douyin/douyin": () => <MiniProgramPage platform="douyin" />,
  "douyin/msgSecCheck": () => <MsgCheckPage platform="douyin" />,
  "douyin/imgSecCheck": () => <ImgCheckPage platform="douyin" />,
  "alipay/alipay": AlipayPage,
  "baidu/baidu": BaiduPage,
};

/**
 * The open-API folder's twelve pages as one lazily loaded route (one entry in the route table and the
 * sign-in page's preload lists instead of twelve): shows the page of the path, keyed by it so that a
 * move between two pages of the folder starts the next one afresh; another path goes to the 404 page.
 */
export default function OpenapiPage() {
  const { pathname } = useLocation();
  const path = pathname.replace("/pages_template/openapi/", "");
  const Page = OPENAPI_PAGES[path];
  return Page ? <Page key={path} /> : <Navigate to={APP_CONFIG.notFound.url} replace />;
}
