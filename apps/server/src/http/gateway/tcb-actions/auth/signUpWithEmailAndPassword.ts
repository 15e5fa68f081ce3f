import { signUpWithEmailAndPassword } from "@roster/contract/gateways";
import * as emailAuth from "../../../../services/tcb/email-auth.js";
import { tcbAction } from "../action.js";

/** `auth.signUpWithEmailAndPassword` (services/tcb/email-auth.ts). */
export default tcbAction(signUpWithEmailAndPassword, async (input, ctx) => {
  await emailAuth.signUpWithEmailAndPassword(ctx.tcb, input);
  return {};
});
