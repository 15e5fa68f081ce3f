import { updateUserInfo } from "@roster/contract/gateways";
import * as auth from "../../../../services/tcb/auth.js";
import { tcbAction } from "../action.js";

/** `auth.updateUserInfo` (services/tcb/auth.ts). */
export default tcbAction(updateUserInfo, async (input, ctx) => auth.updateUserInfo(ctx.tcb, input));
