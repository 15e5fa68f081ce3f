import {
  oauthStateField,
  socialAppidField,
  socialCodeField,
  socialLoginInput,
  socialPlatformField,
} from "../schemas/social.js";
import { defineProvider } from "./descriptor.js";

/** A Huawei Account Kit code; `clientId` is upstream's name of `appid`. */
const codeInput = {
  code: socialCodeField,
  clientId: socialAppidField.optional(),
  appid: socialAppidField.optional(),
  platform: socialPlatformField.optional(),
  state: oauthStateField.optional(),
};
const CODE_ERRORS = ["huaweiAccountFailed", "huaweiIdTokenInvalid"] as const;

/** Huawei: Account Kit in the app and the HarmonyOS service (mp-harmony); the account's mobile. */
export const huawei = defineProvider({
  id: "huawei",
  routeName: "Huawei",
  label: { "zh-Hans": "华为", "zh-Hant": "華為", en: "Huawei", es: "Huawei", fr: "Huawei" },
  icon: { color: "#cf0a2c", glyph: "H" },
  flows: { app: true, webOAuth: false, miniProgram: "mp-harmony", phoneNumber: true },
  userInfo: { prefix: "huawei", flat: false },
  routes: {
    login: { input: { ...socialLoginInput, clientId: socialAppidField.optional() }, errors: CODE_ERRORS },
    bind: { input: codeInput, errors: CODE_ERRORS },
    unbind: {},
    // `appid` before `clientId` here, as this route always listed them (a route keeps its fields' order).
    code2Session: {
      input: {
        code: socialCodeField,
        appid: socialAppidField.optional(),
        clientId: socialAppidField.optional(),
        platform: socialPlatformField.optional(),
        state: oauthStateField.optional(),
      },
      errors: CODE_ERRORS,
    },
  },
  ownRoutes: ["user/pub/loginByHuaweiPhoneNumber"],
});
