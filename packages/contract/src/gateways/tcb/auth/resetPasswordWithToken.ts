import { z } from "zod";
import { resetPasswordByEmail } from "../../../routes/user/pub/resetPasswordByEmail.js";
import { defineGatewayAction } from "../../define.js";
import { mailTokenField, nothing, passwordText } from "../schemas.js";

/** `auth.resetPasswordWithToken {token, newPassword}`: Roster's reset by e-mail code (ends every session). */
export const resetPasswordWithToken = defineGatewayAction({
  gateway: "tcb",
  action: "auth.resetPasswordWithToken",
  summary: "Sets a new password with a mailed reset token, as `user/pub/resetPasswordByEmail`.",
  input: z.object({ token: mailTokenField, newPassword: passwordText }),
  output: nothing,
  caller: "none",
  errors: ["tcbFieldInvalid", "validation", ...resetPasswordByEmail.errors],
});
