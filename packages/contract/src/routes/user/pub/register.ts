import { z } from "zod";
import { inviteCodeField } from "../../../schemas/codes.js";
import { newPasswordField, usernameField } from "../../../schemas/fields.js";
import { loginResultSchema } from "../../../schemas/user.js";
import { defineRoute } from "../../define.js";

/**
 * Creates a password account and signs it in (`type: "register"`). A taken username answers 20102. An
 * optional `inviteCode` (the share link fills it in) makes its holder the inviter; 10203 when it matches no
 * usable account.
 */
export const register = defineRoute({
  path: "user/pub/register",
  input: z.object({
    username: usernameField,
    password: newPasswordField,
    inviteCode: inviteCodeField.optional(),
  }),
  output: loginResultSchema,
  refreshesUser: true,
  audit: false,
  encrypted: false,
  rate: "pub",
  permission: "none",
  backOffice: false,
  acceptsUid: false,
  requiresValidToken: false,
  errors: [
    "accountExists",
    "registerInviteCodeInvalid",
    "inviteCodeFailed",
    "userNotExist",
    "credentialsChanged",
  ],
});
