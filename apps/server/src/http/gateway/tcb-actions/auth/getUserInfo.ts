import { getUserInfo } from "@roster/contract/gateways";
import * as auth from "../../../../services/tcb/auth.js";
import { tcbAction } from "../action.js";

/** `auth.getUserInfo` (services/tcb/auth.ts). */
export default tcbAction(getUserInfo, async (_input, ctx) => auth.getUserInfo(ctx.tcb));
