import { resetPasswordWithToken } from "@roster/contract/gateways";
import * as emailAuth from "../../../../services/tcb/email-auth.js";
import { tcbAction } from "../action.js";

/** `auth.resetPasswordWithToken` (services/tcb/email-auth.ts). */
export default tcbAction(resetPasswordWithToken, async (input, ctx) => {
  await emailAuth.resetPasswordWithToken(ctx.tcb, input);
  return {};
});
