import { removeSecondFactor } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { removeFactor } from "../../../services/factors/factors.js";

export default handle(removeSecondFactor, async (input, ctx) => {
  await removeFactor(ctx.services, ctx.auth.uid, input.factorId);
  return {};
});
