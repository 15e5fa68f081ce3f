import { makeRecoveryCodes } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { renewRecoveryCodes } from "../../../services/factors/factors.js";

export default handle(makeRecoveryCodes, async (_input, ctx) => ({
  codes: await renewRecoveryCodes(ctx.services, ctx.auth.uid),
}));
