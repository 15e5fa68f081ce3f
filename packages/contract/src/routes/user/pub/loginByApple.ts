import { z } from "zod";
import { plainString } from "../../../schemas/fields.js";
import { SOCIAL_LOGIN_ERRORS, socialLoginInput, socialLoginOutput } from "../../../schemas/social.js";
import { defineRoute } from "../../define.js";

/**
 * Signs in or registers with Sign in with Apple (reference §7.2, outside-protocols §6): the
 * `identityToken` must be RS256-signed by Apple, issued by https://appleid.apple.com (10706), for one of
 * APPLE_CLIENT_IDS (10702), unexpired (91320), with a `sub` (10701); bad signature or key 10705. A token
 * signs in (or links) once: a second use before it expires answers 91953. On the web (`web`, `h5`) the
 * `state` of user/pub/getOAuthState is required (91951) and used once (91952), and the token must carry
 * that state's `nonce` (91321); a token made with such a nonce is refused without its state (91951). In
 * the app (uni-app's Apple login sends none) a given `nonce` must match (91321). `type` login / register
 * answer 10704 / 10703. A new account's nickname is `nickname`, else the given name of `fullName`, else
 * "User-" and the e-mail's local part.
 */
export const loginByApple = defineRoute({
  path: "user/pub/loginByApple",
  input: z.object({
    ...socialLoginInput,
    code: plainString().optional(),
    identityToken: plainString().min(1).max(8192),
    nonce: plainString().min(1).max(256).optional(),
    fullName: z
      .union([
        plainString().max(64),
        z.object({ givenName: plainString().max(64).nullish(), familyName: plainString().max(64).nullish() }),
      ])
      .optional(),
  }),
  output: socialLoginOutput,
  refreshesUser: true,
  budget: "platformSignIn",
  errors: [
    ...SOCIAL_LOGIN_ERRORS,
    "appleAccountExists",
    "appleAccountNotExists",
    "appleNoSubject",
    "appleAudienceMismatch",
    "appleSignatureInvalid",
    "appleIssuerInvalid",
    "appleTokenExpired",
    "appleNonceMismatch",
    "socialCredentialUsed",
  ],
});
