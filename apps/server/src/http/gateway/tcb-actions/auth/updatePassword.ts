import { updatePassword } from "@roster/contract/gateways";
import * as auth from "../../../../services/tcb/auth.js";
import { tcbAction } from "../action.js";

/** `auth.updatePassword` (services/tcb/auth.ts). */
export default tcbAction(updatePassword, async (input, ctx) => auth.updatePassword(ctx.tcb, input));
