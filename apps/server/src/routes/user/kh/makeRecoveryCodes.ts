import { makeRecoveryCodes } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { announceSecurityChange } from "../../../services/devices/new-device.js";
import { renewRecoveryCodes } from "../../../services/factors/factors.js";

export default handle(makeRecoveryCodes, async (_input, ctx) => {
  const codes = await renewRecoveryCodes(ctx.services, ctx.auth.uid);
  const { uid: userId, sid: sessionId } = ctx.auth;
  announceSecurityChange(ctx.services, {
    userId,
    sessionId,
    change: "recoveryCodesMade",
    locale: ctx.locale,
  });
  return { codes };
});
