import { catalogueText } from "@roster/contract";
import { sendEmailCode } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { sendVerificationCode } from "../../../services/codes/code-sending.js";
import { assertExistence } from "../../../services/sign-up/code-accounts.js";

export default handle(sendEmailCode, async (input, ctx) => {
  const target = { channel: "email", recipient: input.email } as const;
  await sendVerificationCode(
    ctx.services,
    { ...target, purpose: input.type, locale: ctx.locale, ip: ctx.client.ip },
    () => assertExistence(ctx.services, target, input.checkUserExist),
  );
  return { msg: catalogueText("success", "ok", ctx.locale) };
});
