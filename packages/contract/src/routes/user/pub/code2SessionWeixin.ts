import { z } from "zod";
import { ok } from "../../../schemas/envelope.js";
import { code2SessionInput, code2SessionOutput, SOCIAL_CREDENTIAL_ERRORS } from "../../../schemas/social.js";
import { defineRoute } from "../../define.js";

/**
 * Exchanges a WeChat mini-program login code for its openid (reference §7.2) without signing in. The
 * session key stays on the server; `encryptedKey` is a sealed reference to it for getPhoneNumber, bindWeixin
 * and loginByWeixinPhoneNumber (never the key itself).
 */
export const code2SessionWeixin = defineRoute({
  path: "user/pub/code2SessionWeixin",
  input: z.object(code2SessionInput),
  output: ok(code2SessionOutput),
  budget: "platformSignIn",
  errors: [...SOCIAL_CREDENTIAL_ERRORS],
});
