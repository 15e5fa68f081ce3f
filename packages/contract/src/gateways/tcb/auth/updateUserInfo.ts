import { z } from "zod";
import { defineGatewayAction } from "../../define.js";
import { tcbUserInfoSchema } from "../schemas.js";

/**
 * `auth.updateUserInfo`: nickName, gender and avatarUrl are Roster's nickname, gender and avatar; Roster
 * keeps no country, province or city, so those are not stored.
 */
export const updateUserInfo = defineGatewayAction({
  gateway: "tcb",
  action: "auth.updateUserInfo",
  summary: "Sets the nickname, gender and avatar (country, province and city are not kept).",
  input: z.object({
    nickName: z.string().min(1).max(32).optional(),
    avatarUrl: z.string().min(1).max(1024).optional(),
    gender: z.enum(["UNKNOWN", "MALE", "FEMALE"]).optional(),
  }),
  output: z.object({ data: tcbUserInfoSchema }),
  caller: "user",
  errors: ["tcbFieldInvalid"],
});
