import { catalogueText } from "@roster/contract";
import { sendSmsCode } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { sendVerificationCode } from "../../../services/codes/code-sending.js";
import { assertExistence } from "../../../services/sign-up/code-accounts.js";

export default handle(sendSmsCode, async (input, ctx) => {
  const target = { channel: "mobile", recipient: input.mobile } as const;
  await sendVerificationCode(
    ctx.services,
    { ...target, purpose: input.type, locale: ctx.locale, ip: ctx.client.ip },
    () => assertExistence(ctx.services, target, input.checkUserExist),
  );
  return { msg: catalogueText("success", "ok", ctx.locale) };
});
