import { z } from "zod";
import { requiredText } from "../../../schemas/fields.js";
import { mfaTicketField, secondFactorKindField } from "../../../schemas/second-factors.js";
import { loginResultSchema } from "../../../schemas/user.js";
import { defineRoute } from "../../define.js";

/**
 * Finishes a sign-in that answered `secondStepNeeded` (91500): the ticket of that answer, from the same
 * device, with an authenticator code (`factor: "totp"`) or a recovery code (`"recoveryCode"`); then the session
 * is made and the answer is the sign-in's own (`type` login or register). A ticket takes five answers and
 * lives five minutes (91501 after, or from another device, or once used); a wrong code 91502 with
 * `triesLeft`; ten wrong answers on the account, from any device, lock its second step for
 * LOGIN_LOCK_SECONDS (91503, `lockedUntil`); 10104 when the password changed meanwhile.
 */
export const loginBySecondFactor = defineRoute({
  path: "user/pub/loginBySecondFactor",
  input: z.object({ mfaTicket: mfaTicketField, factor: secondFactorKindField, code: requiredText(64) }),
  output: loginResultSchema,
  refreshesUser: true,
  opensSession: "secondStep",
  errors: [
    "mfaTicketInvalid",
    "secondFactorWrong",
    "secondFactorLocked",
    "secondFactorUnavailable",
    "credentialsChanged",
    "userNotExist",
    "accountBanned",
    "accountClosed",
  ],
});
