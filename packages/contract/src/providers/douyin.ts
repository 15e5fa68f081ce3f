import { defineProvider } from "./descriptor.js";

/** Douyin: the mini-program (mp-toutiao); phone numbers by encryptedData. */
export const douyin = defineProvider({
  id: "douyin",
  routeName: "Douyin",
  label: { "zh-Hans": "抖音", "zh-Hant": "抖音", en: "Douyin", es: "Douyin", fr: "Douyin" },
  icon: { color: "#161823", glyph: "♪" },
  flows: { app: false, webOAuth: false, miniProgram: "mp-toutiao", phoneNumber: true },
  userInfo: { prefix: "douyin", flat: false },
  routes: { login: {}, bind: {}, unbind: {}, code2Session: {}, phoneLogin: {} },
  ownRoutes: ["user/kh/getDouyinMiniCode"],
});
