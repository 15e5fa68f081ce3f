import { z } from "zod";
import { plainString } from "../schemas/fields.js";
import { oauthStateField, socialLoginInput, socialPlatformField } from "../schemas/social.js";
import { defineProvider } from "./descriptor.js";

const identityToken = plainString().min(1).max(8192);
const nonce = plainString().min(1).max(256).optional();
/** The errors of an identity token's check, said by every route that verifies one. */
const TOKEN_ERRORS = [
  "appleNoSubject",
  "appleAudienceMismatch",
  "appleSignatureInvalid",
  "appleIssuerInvalid",
  "appleTokenExpired",
  "appleNonceMismatch",
  "socialCredentialUsed",
] as const;

/** Sign in with Apple: an identity token from the app or from Apple's JS on the web. */
export const apple = defineProvider({
  id: "apple",
  routeName: "Apple",
  label: { "zh-Hans": "苹果", "zh-Hant": "蘋果", en: "Apple", es: "Apple", fr: "Apple" },
  icon: {
    color: "#000000",
    shapes: [
      {
        tag: "path",
        attrs: {
          d: "M27.2 23.1c0-2.6 2.1-3.8 2.2-3.9-1.2-1.8-3.1-2-3.7-2-1.6-.2-3.1.9-3.9.9-.8 0-2-.9-3.4-.9-1.7 0-3.3 1-4.2 2.6-1.8 3.1-.5 7.7 1.3 10.2.8 1.2 1.8 2.6 3.1 2.6 1.2-.1 1.7-.8 3.2-.8s1.9.8 3.2.8c1.3 0 2.2-1.2 3-2.4.9-1.4 1.3-2.7 1.3-2.8 0 0-2.6-1-2.6-4.1zm-2.5-7.6c.7-.8 1.1-1.9 1-3.1-1 0-2.2.7-2.9 1.5-.6.7-1.2 1.9-1 3 1.1.1 2.2-.6 2.9-1.4z",
        },
      },
    ],
  },
  flows: { app: true, webOAuth: true, phoneNumber: false },
  userInfo: { prefix: "apple", flat: true },
  accountErrors: { exists: "appleAccountExists", notExists: "appleAccountNotExists" },
  routes: {
    login: {
      input: {
        ...socialLoginInput,
        code: plainString().optional(),
        identityToken,
        nonce,
        fullName: z
          .union([
            plainString().max(64),
            z.object({
              givenName: plainString().max(64).nullish(),
              familyName: plainString().max(64).nullish(),
            }),
          ])
          .optional(),
      },
      errors: ["appleAccountExists", "appleAccountNotExists", ...TOKEN_ERRORS],
    },
    bind: {
      input: {
        identityToken,
        nonce,
        platform: socialPlatformField.optional(),
        state: oauthStateField.optional(),
      },
      errors: TOKEN_ERRORS,
    },
    unbind: {},
  },
});
