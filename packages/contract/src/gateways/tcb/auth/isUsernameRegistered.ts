import { z } from "zod";
import { defineGatewayAction } from "../../define.js";

/** `auth.isUsernameRegistered {username}`. */
export const isUsernameRegistered = defineGatewayAction({
  gateway: "tcb",
  action: "auth.isUsernameRegistered",
  summary: "Whether an account has this username.",
  input: z.object({ username: z.string().min(1).max(64) }),
  output: z.object({ data: z.object({ isRegistered: z.boolean() }) }),
  caller: "none",
});
