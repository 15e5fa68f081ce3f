import { unlink } from "@roster/contract/gateways";
import * as auth from "../../../../services/tcb/auth.js";
import { tcbAction } from "../action.js";

/** `auth.unlink` (services/tcb/auth.ts). */
export default tcbAction(unlink, async (input, ctx) => auth.unlink(ctx.tcb, input));
