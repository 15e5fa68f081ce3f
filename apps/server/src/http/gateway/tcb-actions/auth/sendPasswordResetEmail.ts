import { sendPasswordResetEmail } from "@roster/contract/gateways";
import * as emailAuth from "../../../../services/tcb/email-auth.js";
import { tcbAction } from "../action.js";

/** `auth.sendPasswordResetEmail` (services/tcb/email-auth.ts). */
export default tcbAction(sendPasswordResetEmail, async (input, ctx) => {
  await emailAuth.sendPasswordResetEmail(ctx.tcb, input.email);
  return {};
});
