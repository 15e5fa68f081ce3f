import { z } from "zod";
import { ok } from "../../../schemas/envelope.js";
import { urlField } from "../../../schemas/fields.js";
import { userInfoSchema } from "../../../schemas/user.js";
import { defineRoute } from "../../define.js";

/** Sets the avatar URL (an http(s) URL or an uploaded file's path). */
export const setAvatar = defineRoute({
  path: "user/kh/setAvatar",
  input: z.object({ avatar: urlField.refine((v) => v !== "", { message: "required" }) }),
  output: ok({ userInfo: userInfoSchema, needUpdateUserInfo: z.literal(true) }),
  refreshesUser: true,
  audit: false,
  encrypted: false,
  rate: "kh",
  permission: "none",
  backOffice: false,
  acceptsUid: false,
  requiresValidToken: false,
  errors: [],
});
