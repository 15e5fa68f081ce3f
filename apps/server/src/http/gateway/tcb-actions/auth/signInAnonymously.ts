import { signInAnonymously } from "@roster/contract/gateways";
import * as auth from "../../../../services/tcb/auth.js";
import { tcbAction } from "../action.js";

/** `auth.signInAnonymously` (services/tcb/auth.ts). */
export default tcbAction(signInAnonymously, async (input, ctx) => auth.signInAnonymously(ctx.tcb, input));
