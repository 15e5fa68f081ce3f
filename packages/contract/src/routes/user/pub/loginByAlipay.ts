import { z } from "zod";
import { SOCIAL_LOGIN_ERRORS, socialLoginInput, socialLoginOutput } from "../../../schemas/social.js";
import { defineRoute } from "../../define.js";

/**
 * Signs in or registers with Alipay (reference §7.2, outside-protocols §2): the auth `code` of the
 * mini-program (mp-alipay) or the web app (web, h5) goes through `alipay.system.oauth.token`; `user_id`
 * (or `open_id`) is the identity, `alipay.user.info.share` the new account's profile (auth_user scope).
 * `type` login / register answer 10503 / 10502; a used or expired code 91301; an answer failing its
 * signature check 91302. Not configured for the platform: 91203. A web sign-in (`web`, `h5`) needs the
 * `state` of user/pub/getOAuthState, from this device (91209), used once (91952); without it 91951.
 */
export const loginByAlipay = defineRoute({
  path: "user/pub/loginByAlipay",
  input: z.object(socialLoginInput),
  output: socialLoginOutput,
  refreshesUser: true,
  budget: "platformSignIn",
  errors: [
    ...SOCIAL_LOGIN_ERRORS,
    "alipayAccountExists",
    "alipayAccountNotExists",
    "alipayCodeInvalid",
    "alipayAccountFailed",
    "alipayResponseUnverified",
  ],
});
