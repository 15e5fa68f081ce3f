import { z } from "zod";
import { defineGatewayAction } from "../../define.js";
import { emailText, nothing } from "../schemas.js";
import { MAIL_ERRORS } from "./mail-errors.js";

/** `auth.updateEmail {newEmail}`: a `bind` code to the new address; auth.activateEndUserMail confirms it. */
export const updateEmail = defineGatewayAction({
  gateway: "tcb",
  action: "auth.updateEmail",
  summary: "Mails a code to a new address; the address is the account's once the code activates it.",
  input: z.object({ newEmail: emailText }),
  output: nothing,
  caller: "user",
  budget: "verificationCode",
  errors: ["tcbFieldInvalid", "emailAccountExists", ...MAIL_ERRORS],
});
