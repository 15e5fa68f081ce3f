import { z } from "zod";
import {
  SOCIAL_LOGIN_ERRORS,
  socialAppidField,
  socialLoginInput,
  socialLoginOutput,
} from "../../../schemas/social.js";
import { defineRoute } from "../../define.js";

/**
 * Signs in or registers with a Huawei Account Kit `code` (reference §7.2, outside-protocols §5): exchanged
 * with the app's (app) or the HarmonyOS service's (mp-harmony) client id and secret; the verified
 * `id_token` gives the OpenID and UnionID. `clientId` (upstream's name) or `appid` picks the client.
 * `type` login / register answer -1 (vk). Refusals: 91310 (code), 91311 (id_token). A web sign-in needs
 * the `state` from user/pub/getOAuthState (91951, 91209, 91952), as for every provider.
 */
export const loginByHuawei = defineRoute({
  path: "user/pub/loginByHuawei",
  input: z.object({ ...socialLoginInput, clientId: socialAppidField.optional() }),
  output: socialLoginOutput,
  refreshesUser: true,
  budget: "platformSignIn",
  errors: [...SOCIAL_LOGIN_ERRORS, "huaweiAccountFailed", "huaweiIdTokenInvalid"],
});
