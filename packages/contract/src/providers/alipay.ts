import { code2SessionInput } from "../schemas/social.js";
import { defineProvider } from "./descriptor.js";

/** The errors of Alipay's code exchange, said by every route that verifies an Alipay code. */
const CODE_ERRORS = ["alipayCodeInvalid", "alipayAccountFailed", "alipayResponseUnverified"] as const;

/** Alipay: the mini-program (mp-alipay) and the web consent page (web, h5). */
export const alipay = defineProvider({
  id: "alipay",
  routeName: "Alipay",
  label: { "zh-Hans": "支付宝", "zh-Hant": "支付寶", en: "Alipay", es: "Alipay", fr: "Alipay" },
  icon: { color: "#1677ff", glyph: "支" },
  flows: { app: false, webOAuth: true, miniProgram: "mp-alipay", phoneNumber: false },
  webFlows: [{ flow: "alipay-web", platform: "web" }],
  userInfo: { prefix: "ali", flat: true },
  accountErrors: { exists: "alipayAccountExists", notExists: "alipayAccountNotExists" },
  boundElsewhere: "alipayBound",
  routes: {
    login: { errors: ["alipayAccountExists", "alipayAccountNotExists", ...CODE_ERRORS] },
    bind: { input: code2SessionInput, errors: ["alipayBound", ...CODE_ERRORS] },
    unbind: {},
    code2Session: { errors: CODE_ERRORS },
  },
  ownRoutes: ["user/kh/getAlipayMiniCode"],
});
