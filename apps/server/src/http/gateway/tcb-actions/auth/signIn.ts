import { signIn } from "@roster/contract/gateways";
import * as auth from "../../../../services/tcb/auth.js";
import { tcbAction } from "../action.js";

/** `auth.signIn` (services/tcb/auth.ts). */
export default tcbAction(signIn, async (input, ctx) => auth.signIn(ctx.tcb, input));
