import { removeSecondFactor } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { announceSecurityChange } from "../../../services/devices/new-device.js";
import { removeFactor } from "../../../services/factors/factors.js";

export default handle(removeSecondFactor, async (input, ctx) => {
  await removeFactor(ctx.services, ctx.auth.uid, input.factorId);
  const { uid: userId, sid: sessionId } = ctx.auth;
  announceSecurityChange(ctx.services, { userId, sessionId, change: "factorRemoved", locale: ctx.locale });
  return {};
});
