import { z } from "zod";
import { updatePwd } from "../../../routes/user/kh/updatePwd.js";
import { defineGatewayAction } from "../../define.js";
import { nothing, passwordText } from "../schemas.js";

/**
 * `auth.updatePassword {newPassword, oldPassword}`: as user/kh/updatePwd; every session of the account
 * ends, this one included (the SDK must sign in again).
 */
export const updatePassword = defineGatewayAction({
  gateway: "tcb",
  action: "auth.updatePassword",
  summary: "Changes the password, as `user/kh/updatePwd`; every session ends, this one included.",
  input: z.object({ newPassword: passwordText, oldPassword: z.string().optional() }),
  output: nothing,
  caller: "user",
  errors: ["validation", ...updatePwd.errors],
});
