import { linkAndRetrieveDataWithTicket } from "@roster/contract/gateways";
import * as auth from "../../../../services/tcb/auth.js";
import { tcbAction } from "../action.js";

/** `auth.linkAndRetrieveDataWithTicket` (services/tcb/auth.ts). */
export default tcbAction(linkAndRetrieveDataWithTicket, async (input, ctx) =>
  auth.linkAndRetrieveDataWithTicket(ctx.tcb, input),
);
