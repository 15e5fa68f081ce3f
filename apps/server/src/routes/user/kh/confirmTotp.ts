import { confirmTotp } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { announceSecurityChange } from "../../../services/devices/new-device.js";
import { activateTotp } from "../../../services/factors/factors.js";

export default handle(confirmTotp, async (input, ctx) => {
  const answer = await activateTotp(ctx.services, ctx.auth.uid, input);
  const { uid: userId, sid: sessionId } = ctx.auth;
  announceSecurityChange(ctx.services, { userId, sessionId, change: "totpAdded", locale: ctx.locale });
  return answer;
});
