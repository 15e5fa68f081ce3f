import { activateEndUserMail } from "@roster/contract/gateways";
import * as emailAuth from "../../../../services/tcb/email-auth.js";
import { tcbAction } from "../action.js";

/** `auth.activateEndUserMail` (services/tcb/email-auth.ts). */
export default tcbAction(activateEndUserMail, async (input, ctx) => {
  await emailAuth.activateEndUserMail(ctx.tcb, input.token);
  return {};
});
