import { getLinkedUidList } from "@roster/contract/gateways";
import * as auth from "../../../../services/tcb/auth.js";
import { tcbAction } from "../action.js";

/** `auth.getLinkedUidList` (services/tcb/auth.ts). */
export default tcbAction(getLinkedUidList, async (_input, ctx) => auth.getLinkedUidList(ctx.tcb));
