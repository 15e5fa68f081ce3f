import { z } from "zod";
import { ok } from "../../../schemas/envelope.js";
import { plainString } from "../../../schemas/fields.js";
import { oauthStateField, SOCIAL_BIND_ERRORS, socialPlatformField } from "../../../schemas/social.js";
import { userInfoSchema } from "../../../schemas/user.js";
import { defineRoute } from "../../define.js";

/**
 * Links an Apple ID to the caller (Roster's addition to reference §7.3) by a fresh `identityToken`,
 * checked as loginByApple checks it (one use per token, 91953; the web's state and nonce). Already bound:
 * code 1; bound to another account: code 1, never moved.
 */
export const bindApple = defineRoute({
  path: "user/kh/bindApple",
  input: z.object({
    identityToken: plainString().min(1).max(8192),
    nonce: plainString().min(1).max(256).optional(),
    platform: socialPlatformField.optional(),
    state: oauthStateField.optional(),
  }),
  output: ok({
    openid: z.string(),
    unionid: z.string().optional(),
    encryptedKey: z.string().optional(),
    userInfo: userInfoSchema,
    needUpdateUserInfo: z.literal(true),
  }),
  refreshesUser: true,
  budget: "platformSignIn",
  errors: [
    ...SOCIAL_BIND_ERRORS,
    "appleNoSubject",
    "appleAudienceMismatch",
    "appleSignatureInvalid",
    "appleIssuerInvalid",
    "appleTokenExpired",
    "appleNonceMismatch",
    "socialCredentialUsed",
  ],
});
