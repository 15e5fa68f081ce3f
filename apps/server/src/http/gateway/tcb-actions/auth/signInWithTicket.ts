import { signInWithTicket } from "@roster/contract/gateways";
import * as auth from "../../../../services/tcb/auth.js";
import { tcbAction } from "../action.js";

/** `auth.signInWithTicket` (services/tcb/auth.ts). */
export default tcbAction(signInWithTicket, async (input, ctx) => auth.signInWithTicket(ctx.tcb, input));
