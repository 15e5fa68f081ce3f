import { z } from "zod";
import { SOCIAL_LOGIN_ERRORS, socialLoginInput, socialLoginOutput } from "../../../schemas/social.js";
import { defineRoute } from "../../define.js";

/**
 * Signs in or registers with Douyin (reference §7.2): mp-toutiao (`api/apps/v2/jscode2session`). `type: "login"` without an account answers -1 with `needRegister`.
 * A known unionid under another app of Douyin signs in that account. A web sign-in needs the `state` from
 * user/pub/getOAuthState (91951), from this browser (91209), used once (91952). Not configured for the
 * platform: 91203.
 */
export const loginByDouyin = defineRoute({
  path: "user/pub/loginByDouyin",
  input: z.object(socialLoginInput),
  output: socialLoginOutput,
  refreshesUser: true,
  budget: "platformSignIn",
  errors: [...SOCIAL_LOGIN_ERRORS],
});
