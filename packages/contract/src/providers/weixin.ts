import { defineProvider } from "./descriptor.js";

/** WeChat: mini-program, official account (h5-weixin), app and web QR sign-in; phone numbers. */
export const weixin = defineProvider({
  id: "weixin",
  routeName: "Weixin",
  label: { "zh-Hans": "微信", "zh-Hant": "微信", en: "WeChat", es: "WeChat", fr: "WeChat" },
  icon: {
    color: "#07c160",
    shapes: [
      { tag: "ellipse", attrs: { cx: 18.5, cy: 19, rx: 9, ry: 7.5 } },
      { tag: "ellipse", attrs: { cx: 27, cy: 25.5, rx: 7.5, ry: 6.2, stroke: "brand", strokeWidth: 1.6 } },
      { tag: "circle", attrs: { cx: 15.5, cy: 17.5, r: 1.2, fill: "brand" } },
      { tag: "circle", attrs: { cx: 21.5, cy: 17.5, r: 1.2, fill: "brand" } },
    ],
  },
  flows: { app: true, webOAuth: true, miniProgram: "mp-weixin", phoneNumber: true },
  webFlows: [
    { flow: "weixin-web", platform: "web" },
    { flow: "weixin-h5", platform: "h5-weixin" },
  ],
  userInfo: { prefix: "wx", flat: false },
  accountErrors: { exists: "weixinAccountExists", notExists: "weixinAccountNotExists" },
  routes: {
    login: { errors: ["weixinAccountExists", "weixinAccountNotExists"] },
    bind: {},
    unbind: {},
    code2Session: {},
    phoneLogin: {},
  },
  ownRoutes: [
    "user/kh/getWeixinMPqrcode",
    "user/kh/getWeixinMPscheme",
    "user/kh/getWeixinMPurl",
    "user/pub/getWeiXinJsapiSign",
  ],
});
