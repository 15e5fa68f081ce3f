/** One page of the template: its path under `/pages_template/` and the key of its title. */
export interface TemplatePage {
  path: string;
  /** A key under `template.pages`, or a full key (`identityPages.*.title`) of the social texts. */
  title: string;
}

/** The template's pages by group, in the order the demo page lists them. */
export interface TemplateGroup {
  key: "identity" | "db" | "store" | "openapi" | "plugs";
  pages: TemplatePage[];
}

/** The base of every template page. */
export const TEMPLATE_BASE = "/pages_template/";

/** The identity pages (`/pages_template/uni-id/...`), the menu page first. */
export const IDENTITY_TEMPLATE_PAGES: TemplatePage[] = [
  { path: "uni-id/index/index", title: "template.pages.menu" },
  { path: "uni-id/password/password", title: "template.pages.password" },
  { path: "uni-id/mobile/mobile", title: "template.pages.mobile" },
  { path: "uni-id/email/email", title: "template.pages.email" },
  { path: "uni-id/util/util", title: "template.pages.util" },
  { path: "uni-id/login/index/index", title: "template.pages.login" },
  { path: "uni-id/login/register/register", title: "template.pages.register" },
  { path: "uni-id/login/forget/forget", title: "template.pages.forget" },
  { path: "uni-id/test/test", title: "template.pages.test" },
  { path: "uni-id/weixin/weixin", title: "identityPages.weixin.title" },
  { path: "uni-id/weixin/h5-weixin", title: "identityPages.h5Weixin.title" },
  { path: "uni-id/weixin/set-user-info", title: "identityPages.setUserInfo.title" },
  { path: "uni-id/alipay/alipay", title: "identityPages.alipay.title" },
  { path: "uni-id/qq/qq", title: "identityPages.qq.title" },
  { path: "uni-id/univerify/univerify", title: "identityPages.univerify.title" },
];

/** Every template page, grouped (the pages of other groups are built apart and may not exist yet). */
export const TEMPLATE_GROUPS: TemplateGroup[] = [
  { key: "identity", pages: IDENTITY_TEMPLATE_PAGES },
  {
    key: "db",
    pages: [
      { path: "db-test/db-test", title: "template.pages.dbTest" },
      { path: "db-test/list/list", title: "template.pages.dbList" },
    ],
  },
  { key: "store", pages: [{ path: "vk-vuex/vk-vuex", title: "template.pages.vuex" }] },
  {
    key: "openapi",
    pages: [
      { path: "openapi/weixin/weixin", title: "template.pages.weixinMp" },
      { path: "openapi/weixin/msgSecCheck", title: "template.pages.weixinMsg" },
      { path: "openapi/weixin/imgSecCheck", title: "template.pages.weixinImg" },
      { path: "openapi/weixin/sendMessage", title: "template.pages.weixinSend" },
      { path: "openapi/qq/qq", title: "template.pages.qq" },
      { path: "openapi/qq/msgSecCheck", title: "template.pages.qqMsg" },
      { path: "openapi/qq/imgSecCheck", title: "template.pages.qqImg" },
      { path: "openapi/douyin/douyin", title: "template.pages.douyin" },
      { path: "openapi/douyin/msgSecCheck", title: "template.pages.douyinMsg" },
      { path: "openapi/douyin/imgSecCheck", title: "template.pages.douyinImg" },
      { path: "openapi/alipay/alipay", title: "template.pages.alipay" },
      { path: "openapi/baidu/baidu", title: "template.pages.baidu" },
    ],
  },
  { key: "plugs", pages: [{ path: "plugs/lucky-draw/lucky-draw", title: "template.pages.luckyDraw" }] },
];

/** The app URL of a template page. */
export const templateUrl = (page: TemplatePage): string => `${TEMPLATE_BASE}${page.path}`;

/** The template's configured sign-in page (the same sign-in as the app's login page). */
export const TEMPLATE_LOGIN_URL = `${TEMPLATE_BASE}uni-id/login/index/index`;
