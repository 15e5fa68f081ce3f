import { z } from "zod";
import { NEW_PASSWORD_ERRORS } from "../../../errors/route-errors.js";
import { defineGatewayAction } from "../../define.js";
import { emailText, nothing, passwordText } from "../schemas.js";
import { MAIL_ERRORS } from "./mail-errors.js";

/**
 * `auth.signUpWithEmailAndPassword`: the password (held to the policy) waits with the address until the
 * code e-mailed to it activates the account (auth.activateEndUserMail).
 */
export const signUpWithEmailAndPassword = defineGatewayAction({
  gateway: "tcb",
  action: "auth.signUpWithEmailAndPassword",
  summary: "Mails an activation code; the account is made with this password once the code activates it.",
  input: z.object({ email: emailText, password: passwordText }),
  output: nothing,
  caller: "none",
  opensSession: "signIn",
  budget: "verificationCode",
  errors: [
    "tcbFieldInvalid",
    "consentRequired",
    "emailAccountExists",
    "validation",
    ...NEW_PASSWORD_ERRORS,
    ...MAIL_ERRORS,
  ],
});
