import { z } from "zod";
import { login } from "../../../routes/user/pub/login.js";
import { defineGatewayAction } from "../../define.js";
import { emailText, signedInSchema } from "../schemas.js";

/** `auth.signIn` with `loginType` EMAIL or USERNAME: Roster's password sign-in (lockout, log, session). */
export const signIn = defineGatewayAction({
  gateway: "tcb",
  action: "auth.signIn",
  summary:
    "Signs in with a password, by e-mail (`loginType` EMAIL) or username (USERNAME), as `user/pub/login`.",
  input: z.object({
    loginType: z.string().max(32).optional(),
    email: emailText.optional(),
    username: z.string().max(64).optional(),
    password: z.string().max(256).optional(),
  }),
  output: signedInSchema,
  caller: "none",
  opensSession: "signIn",
  errors: ["tcbLoginTypeUnsupported", "tcbFieldInvalid", ...login.errors],
});
