import { isUsernameRegistered } from "@roster/contract/gateways";
import * as auth from "../../../../services/tcb/auth.js";
import { tcbAction } from "../action.js";

/** `auth.isUsernameRegistered` (services/tcb/auth.ts). */
export default tcbAction(isUsernameRegistered, async (input, ctx) =>
  auth.isUsernameRegistered(ctx.tcb, input.username),
);
