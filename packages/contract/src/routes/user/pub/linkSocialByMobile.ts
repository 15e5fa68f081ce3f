import { z } from "zod";
import { VERIFY_CODE_ERRORS } from "../../../errors/route-errors.js";
import { mobileField, verifyCodeField } from "../../../schemas/fields.js";
import { loginResultSchema } from "../../../schemas/user.js";
import { defineRoute } from "../../define.js";

/**
 * Roster: finishes a social sign-up that answered 91207 (its mobile already has an account). An SMS
 * `login` code proves the mobile; the pending identity of `ticket` is linked to that account, which signs
 * in. Another mobile than the ticket's: 91208; an expired or altered ticket: 91206.
 */
export const linkSocialByMobile = defineRoute({
  path: "user/pub/linkSocialByMobile",
  input: z.object({ ticket: z.string().min(1).max(4096), mobile: mobileField, code: verifyCodeField }),
  output: loginResultSchema.extend({ provider: z.string(), openid: z.string(), mobile: z.string() }),
  refreshesUser: true,
  opensSession: "signIn",
  errors: [
    ...VERIFY_CODE_ERRORS,
    "socialTicketInvalid",
    "socialLinkMobileMismatch",
    "socialBoundElsewhere",
    "qqBound",
    "alipayBound",
    "mobileAccountNotExists",
    "accountBanned",
    "accountClosed",
    "userNotExist",
    "credentialsChanged",
  ],
});
