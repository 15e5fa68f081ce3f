import { updateEmail } from "@roster/contract/gateways";
import * as emailAuth from "../../../../services/tcb/email-auth.js";
import { tcbAction } from "../action.js";

/** `auth.updateEmail` (services/tcb/email-auth.ts). */
export default tcbAction(updateEmail, async (input, ctx) => {
  await emailAuth.updateEmail(ctx.tcb, input.newEmail);
  return {};
});
