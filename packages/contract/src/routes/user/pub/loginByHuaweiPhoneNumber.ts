import { z } from "zod";
import { loginTypeField } from "../../../schemas/codes.js";
import { genderField, nicknameField, plainString, urlField } from "../../../schemas/fields.js";
import { SOCIAL_CREDENTIAL_ERRORS, socialAppidField, socialCodeField } from "../../../schemas/social.js";
import { loginResultSchema } from "../../../schemas/user.js";
import { defineRoute } from "../../define.js";

/**
 * Signs in or registers by the mobile of a Huawei account (reference §7.2, outside-protocols §5): the
 * `code` (phone scope) is exchanged, `GOpen.User.getInfo` gives the mobile, then as loginBySms without a
 * code: 10201 / 10202 for `type` register / login; the Huawei identity joins the account when free. No
 * mobile on the account: 91312. Only `+86` / `0086` / a bare 11-digit number is mainland: another
 * country's number (HarmonyOS `00<country>…`, `+1 …`) is kept as `+<country><number>` and never meets a
 * mainland account; a number that is no readable mobile: 91950.
 */
export const loginByHuaweiPhoneNumber = defineRoute({
  path: "user/pub/loginByHuaweiPhoneNumber",
  input: z.object({
    code: socialCodeField,
    clientId: socialAppidField.optional(),
    appid: socialAppidField.optional(),
    type: loginTypeField.optional(),
    nickname: nicknameField.optional(),
    avatar: urlField.optional(),
    gender: genderField.optional(),
    inviteCode: plainString().trim().min(1).max(32).optional(),
  }),
  output: loginResultSchema.extend({ mobile: z.string() }),
  refreshesUser: true,
  opensSession: "signIn",
  budget: "phoneNumber",
  errors: [
    ...SOCIAL_CREDENTIAL_ERRORS,
    "huaweiAccountFailed",
    "huaweiIdTokenInvalid",
    "huaweiPhoneMissing",
    "socialPhoneInvalid",
    "mobileAccountExists",
    "mobileAccountNotExists",
    "registerInviteCodeInvalid",
    "accountBanned",
    "accountClosed",
    "inviteCodeFailed",
    "userNotExist",
    "credentialsChanged",
  ],
});
