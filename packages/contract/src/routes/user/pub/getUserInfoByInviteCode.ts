import { z } from "zod";
import { ok } from "../../../schemas/envelope.js";
import { requiredText } from "../../../schemas/fields.js";
import { inviterPublicSchema } from "../../../schemas/invites.js";
import { defineRoute } from "../../define.js";

/**
 * The public face of an invite code's owner (`_id`, nickname, gender, avatar, my_invite_code), or `null`
 * when the code matches no usable account. Never `social_info`: it is free-form and this route is public.
 */
export const getUserInfoByInviteCode = defineRoute({
  path: "user/pub/getUserInfoByInviteCode",
  input: z.object({ code: requiredText(32) }),
  output: ok({ userInfo: inviterPublicSchema.nullable() }),
});
