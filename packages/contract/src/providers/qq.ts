import { oauthStateField, sessionBindInput, socialCodeField, socialLoginInput } from "../schemas/social.js";
import { defineProvider } from "./descriptor.js";

/** QQ: mini-program (mp-qq) by code, the app by QQ's access token. */
export const qq = defineProvider({
  id: "qq",
  routeName: "QQ",
  label: { "zh-Hans": "QQ", "zh-Hant": "QQ", en: "QQ", es: "QQ", fr: "QQ" },
  icon: { color: "#12b7f5", glyph: "Q" },
  flows: { app: true, webOAuth: false, miniProgram: "mp-qq", phoneNumber: false },
  userInfo: { prefix: "qq", flat: false },
  accountErrors: { exists: "qqAccountExists", notExists: "qqAccountNotExists" },
  boundElsewhere: "qqBound",
  routes: {
    login: {
      input: {
        ...socialLoginInput,
        code: socialCodeField.optional(),
        accessToken: socialCodeField.optional(),
      },
      errors: ["qqAccountExists", "qqAccountNotExists", "socialClientMismatch"],
    },
    bind: {
      input: {
        ...sessionBindInput,
        accessToken: socialCodeField.optional(),
        state: oauthStateField.optional(),
      },
      errors: ["qqBound", "socialClientMismatch"],
    },
    unbind: {},
    code2Session: {},
  },
  ownRoutes: ["user/kh/getQQMiniCode"],
});
