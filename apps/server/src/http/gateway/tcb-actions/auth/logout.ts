import { logout } from "@roster/contract/gateways";
import * as auth from "../../../../services/tcb/auth.js";
import { tcbAction } from "../action.js";

/** `auth.logout` (services/tcb/auth.ts). */
export default tcbAction(logout, async (input, ctx) => auth.logout(ctx.tcb, input));
