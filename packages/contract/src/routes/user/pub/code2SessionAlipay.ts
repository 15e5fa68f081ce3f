import { z } from "zod";
import { ok } from "../../../schemas/envelope.js";
import { code2SessionInput, code2SessionOutput, SOCIAL_CREDENTIAL_ERRORS } from "../../../schemas/social.js";
import { defineRoute } from "../../define.js";

/**
 * Exchanges an Alipay auth code for its `user_id` (outside-protocols §2) without signing in (reference §7.2). No token or key of the
 * provider is answered.
 */
export const code2SessionAlipay = defineRoute({
  path: "user/pub/code2SessionAlipay",
  input: z.object(code2SessionInput),
  output: ok(code2SessionOutput),
  budget: "platformSignIn",
  errors: [
    ...SOCIAL_CREDENTIAL_ERRORS,
    "alipayCodeInvalid",
    "alipayAccountFailed",
    "alipayResponseUnverified",
  ],
});
