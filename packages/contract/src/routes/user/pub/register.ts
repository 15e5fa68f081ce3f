import { z } from "zod";
import { NEW_PASSWORD_ERRORS } from "../../../errors/route-errors.js";
import { inviteCodeField } from "../../../schemas/codes.js";
import { newPasswordField, usernameField } from "../../../schemas/fields.js";
import { acceptedTermsField, registerTicketField } from "../../../schemas/sign-up.js";
import { loginResultSchema } from "../../../schemas/user.js";
import { defineRoute } from "../../define.js";

/**
 * Creates a password account and signs it in (`type: "register"`). A taken username answers 20102. An
 * optional `inviteCode` (the share link fills it in) makes its holder the inviter; 10203 when it matches no
 * usable account. The password is held to the configured policy (914xx; -1 under `legacy`).
 * Roster additions: `acceptedTerms` records consent to that version of the terms (91411 when it is not the
 * current one; 91410 without it when REQUIRE_CONSENT is set); `registerTicket` (from a code sign-in of an
 * unknown mobile or e-mail) gives the account that confirmed mobile or e-mail, and makes the password
 * optional (91420 when the ticket is expired or forged, 10201 / 10301 when an account got it meanwhile).
 */
export const register = defineRoute({
  path: "user/pub/register",
  input: z
    .object({
      username: usernameField,
      password: newPasswordField.optional(),
      inviteCode: inviteCodeField.optional(),
      acceptedTerms: acceptedTermsField.optional(),
      registerTicket: registerTicketField.optional(),
    })
    .refine((input) => input.password !== undefined || input.registerTicket !== undefined, {
      message: "required",
      path: ["password"],
    }),
  output: loginResultSchema,
  refreshesUser: true,
  opensSession: "signIn",
  errors: [
    ...NEW_PASSWORD_ERRORS,
    "consentRequired",
    "termsVersionOutdated",
    "registerTicketInvalid",
    "mobileAccountExists",
    "emailAccountExists",
    "accountExists",
    "registerInviteCodeInvalid",
    "inviteCodeFailed",
    "userNotExist",
    "credentialsChanged",
  ],
});
