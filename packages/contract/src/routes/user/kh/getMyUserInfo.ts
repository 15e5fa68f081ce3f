import { z } from "zod";
import { ok } from "../../../schemas/envelope.js";
import { userInfoSchema } from "../../../schemas/user.js";
import { defineRoute } from "../../define.js";

/** The caller's own record, without secrets, with `permission`. */
export const getMyUserInfo = defineRoute({
  path: "user/kh/getMyUserInfo",
  input: z.object({}),
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
