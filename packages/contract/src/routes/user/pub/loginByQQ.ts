import { z } from "zod";
import {
  SOCIAL_LOGIN_ERRORS,
  socialCodeField,
  socialLoginInput,
  socialLoginOutput,
} from "../../../schemas/social.js";
import { defineRoute } from "../../define.js";

/**
 * Signs in or registers with QQ (reference §7.2): the mini-program's `code` (mp-qq) or, in the app, the QQ
 * `accessToken` (its `client_id` must be QQ_APP_APPID, else socialClientMismatch). `type` login / register
 * answer 10803 / 10802. A new account's profile comes from QQ. Not configured for the platform: 91203. A
 * web sign-in needs the `state` from user/pub/getOAuthState (91951, 91209, 91952), as for every provider.
 */
export const loginByQQ = defineRoute({
  path: "user/pub/loginByQQ",
  input: z.object({
    ...socialLoginInput,
    code: socialCodeField.optional(),
    accessToken: socialCodeField.optional(),
  }),
  output: socialLoginOutput,
  refreshesUser: true,
  budget: "platformSignIn",
  errors: [...SOCIAL_LOGIN_ERRORS, "qqAccountExists", "qqAccountNotExists", "socialClientMismatch"],
});
