import { catalogueText } from "@roster/contract";
import { loginByEmail } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { signInWithCode } from "../../../services/sign-up/code-accounts.js";

export default handle(loginByEmail, async (input, ctx) => {
  const issue = await signInWithCode(
    ctx.services,
    {
      channel: "email",
      recipient: input.email,
      code: input.code,
      type: input.type,
      password: input.password,
      acceptedTerms: input.acceptedTerms,
    },
    ctx.client,
    ctx.locale,
  );
  const msg = catalogueText("success", issue.type === "register" ? "registered" : "loggedIn", ctx.locale);
  return { msg, ...issue, email: input.email };
});
