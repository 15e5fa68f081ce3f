import { z } from "zod";
import { SOCIAL_LOGIN_ERRORS, socialLoginInput, socialLoginOutput } from "../../../schemas/social.js";
import { defineRoute } from "../../define.js";

/**
 * Signs in or registers with WeChat (reference §7.2): mp-weixin (`jscode2session`), h5-weixin, app and web (OAuth `sns/oauth2/access_token` + `sns/userinfo`). `type` login / register answer 10403 / 10402.
 * A known unionid under another app of WeChat signs in that account. The web and official-account
 * sign-ins (`web`, `h5`, `h5-weixin`) need the `state` from user/pub/getOAuthState (91951), unaltered and
 * from this browser (91209), used once (91952); app and mini-program codes carry none. Not configured for
 * the platform: 91203.
 */
export const loginByWeixin = defineRoute({
  path: "user/pub/loginByWeixin",
  input: z.object(socialLoginInput),
  output: socialLoginOutput,
  refreshesUser: true,
  budget: "platformSignIn",
  errors: [...SOCIAL_LOGIN_ERRORS, "weixinAccountExists", "weixinAccountNotExists"],
});
