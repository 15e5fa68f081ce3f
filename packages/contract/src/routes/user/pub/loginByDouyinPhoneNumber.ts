import { z } from "zod";
import { phoneLoginInput, SOCIAL_PHONE_ERRORS } from "../../../schemas/social.js";
import { loginResultSchema } from "../../../schemas/user.js";
import { defineRoute } from "../../define.js";

/**
 * Signs in (or registers) by the mobile Douyin vouches for (reference §7.2): `encryptedData` + `iv`
 * decrypted with the session key that `encryptedKey` names (watermark appid checked). Then as loginBySms:
 * the account of that confirmed mobile, else a new one (nickname "手机尾号XXXX用户", invite rules); with
 * `encryptedKey` the Douyin openid is linked when it is free. Another country's number is
 * `+<country><number>` and never signs in to a mainland account; an unreadable one answers 91950.
 */
export const loginByDouyinPhoneNumber = defineRoute({
  path: "user/pub/loginByDouyinPhoneNumber",
  input: z.object(phoneLoginInput),
  output: loginResultSchema.extend({ mobile: z.string() }),
  refreshesUser: true,
  budget: "phoneNumber",
  errors: [
    ...SOCIAL_PHONE_ERRORS,
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
