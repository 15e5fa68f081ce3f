import { RosterError } from "@roster/contract";
import { setVerifyCode } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { assertMayReach } from "../../../services/access/privilege.js";
import { randomCode, storeCode } from "../../../services/codes/verify-codes.js";

export default handle(setVerifyCode, async (input, ctx) => {
  if (!input.mobile && !input.email) throw new RosterError("verifyRecipientRequired");
  if (input.mobile && input.email) throw new RosterError("verifyRecipientConflict");
  const target = input.mobile
    ? ({ channel: "mobile", recipient: input.mobile } as const)
    : ({ channel: "email", recipient: input.email! } as const);
  await assertMayReach(ctx.services.db, ctx.auth, target.recipient);
  await storeCode(ctx.services, {
    ...target,
    purpose: input.type,
    code: input.code ?? randomCode(),
    ip: ctx.client.ip,
    ttlSeconds: input.expiresIn ?? ctx.services.config.codes.ttlSeconds,
  });
  return { mobile: input.mobile, email: input.email };
});
