import { z } from "zod";
import { defineGatewayAction } from "../../define.js";
import { emailText, nothing } from "../schemas.js";
import { MAIL_ERRORS } from "./mail-errors.js";

/** `auth.sendPasswordResetEmail {email}`: a `reset-pwd` code; an unknown address gets none, silently. */
export const sendPasswordResetEmail = defineGatewayAction({
  gateway: "tcb",
  action: "auth.sendPasswordResetEmail",
  summary:
    "Mails a password-reset token to an account's confirmed address (an unknown one is answered alike).",
  input: z.object({ email: emailText }),
  output: nothing,
  caller: "none",
  budget: "verificationCode",
  errors: ["tcbFieldInvalid", ...MAIL_ERRORS],
});
