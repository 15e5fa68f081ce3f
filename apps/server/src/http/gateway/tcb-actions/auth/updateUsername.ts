import { updateUsername } from "@roster/contract/gateways";
import * as auth from "../../../../services/tcb/auth.js";
import { tcbAction } from "../action.js";

/** `auth.updateUsername` (services/tcb/auth.ts). */
export default tcbAction(updateUsername, async (input, ctx) => auth.updateUsername(ctx.tcb, input));
