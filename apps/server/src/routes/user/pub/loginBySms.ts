import { catalogueText } from "@roster/contract";
import { loginBySms } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { signInWithCode } from "../../../services/sign-up/code-accounts.js";

export default handle(loginBySms, async (input, ctx) => {
  const issue = await signInWithCode(
    ctx.services,
    {
      channel: "mobile",
      recipient: input.mobile,
      code: input.code,
      type: input.type,
      password: input.password,
      acceptedTerms: input.acceptedTerms,
      inviteCode: input.inviteCode,
    },
    ctx.client,
    ctx.locale,
  );
  const msg = catalogueText("success", issue.type === "register" ? "registered" : "loggedIn", ctx.locale);
  return { msg, ...issue, mobile: input.mobile };
});
