import { z } from "zod";
import { loginTypeField } from "../../../schemas/codes.js";
import { genderField, nicknameField, plainString, urlField } from "../../../schemas/fields.js";
import { SOCIAL_PROVIDER_ERRORS } from "../../../schemas/social.js";
import { loginResultSchema } from "../../../schemas/user.js";
import { defineRoute } from "../../define.js";

/**
 * One-tap sign-in with DCloud univerify (reference §7.2, outside-protocols §7): `access_token` + `openid`
 * go through the signed bridge (UNIVERIFY_BRIDGE_URL), whose answer is the verified mobile; then as a
 * phone-number login: that mobile's account signs in, else one is registered (mobile confirmed, the
 * inviter of `inviteCode`). `type` login / register answer 10602 / 10601; bridge refusal 91330; a
 * number that is no readable mobile 91950 (another country's is `+<country><number>`, never mainland).
 */
export const loginByUniverify = defineRoute({
  path: "user/pub/loginByUniverify",
  input: z.object({
    access_token: plainString().trim().min(1).max(2048),
    openid: plainString().trim().min(1).max(256),
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
    ...SOCIAL_PROVIDER_ERRORS,
    "univerifyFailed",
    "socialPhoneInvalid",
    "univerifyAccountExists",
    "univerifyAccountNotExists",
    "registerInviteCodeInvalid",
    "accountBanned",
    "accountClosed",
    "inviteCodeFailed",
    "userNotExist",
    "credentialsChanged",
  ],
});
