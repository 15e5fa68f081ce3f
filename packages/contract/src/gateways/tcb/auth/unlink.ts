import { z } from "zod";
import { defineGatewayAction } from "../../define.js";
import { nothing } from "../schemas.js";

/**
 * `auth.unlink {platform}`: `CUSTOM` removes the custom-ticket link, unless it is the account's only way to
 * sign in. Other platforms (WeChat, QQ) are Roster's own bind routes, not this gateway's.
 */
export const unlink = defineGatewayAction({
  gateway: "tcb",
  action: "auth.unlink",
  summary: "Removes the account's custom-ticket link (platform CUSTOM), unless it is its only sign-in.",
  input: z.object({ platform: z.string().max(64).optional() }),
  output: nothing,
  caller: "user",
  errors: ["tcbUnlinkPlatformUnsupported", "tcbUnlinkLastSignIn"],
});
