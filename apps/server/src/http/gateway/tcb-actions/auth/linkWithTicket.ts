import { linkWithTicket } from "@roster/contract/gateways";
import * as auth from "../../../../services/tcb/auth.js";
import { tcbAction } from "../action.js";

/** `auth.linkWithTicket` (services/tcb/auth.ts). */
export default tcbAction(linkWithTicket, async (input, ctx) => auth.linkWithTicket(ctx.tcb, input));
