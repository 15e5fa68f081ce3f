import { z } from "zod";
import { defineGatewayAction } from "../../define.js";
import { tcbUserInfoSchema } from "../schemas.js";

/** `auth.getUserInfo`: the caller's CloudBase user info (an anonymous visitor's is its uid). */
export const getUserInfo = defineGatewayAction({
  gateway: "tcb",
  action: "auth.getUserInfo",
  summary: "The caller's user info (an anonymous visitor gets its uid and loginType ANONYMOUS).",
  input: z.object({}),
  output: z.object({ data: tcbUserInfoSchema }),
  caller: "visitor",
});
