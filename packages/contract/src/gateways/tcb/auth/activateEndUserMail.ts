import { z } from "zod";
import { VERIFY_CODE_ERRORS } from "../../../errors/route-errors.js";
import { defineGatewayAction } from "../../define.js";
import { mailTokenField, nothing } from "../schemas.js";

/**
 * `auth.activateEndUserMail {token}` (`<e-mail>:<code>`): the waiting sign-up becomes an account with a
 * confirmed e-mail, or the waiting address change confirms the new address.
 */
export const activateEndUserMail = defineGatewayAction({
  gateway: "tcb",
  action: "auth.activateEndUserMail",
  summary: "Activates what waits for an address (a sign-up or an e-mail change) with its mailed token.",
  input: z.object({ token: mailTokenField }),
  output: nothing,
  caller: "none",
  errors: ["tcbFieldInvalid", "tcbNothingToActivate", "emailAccountExists", ...VERIFY_CODE_ERRORS],
});
