import { z } from "zod";
import { passwordField, requiredText } from "../../../schemas/fields.js";
import { loginResultSchema } from "../../../schemas/user.js";
import { defineRoute } from "../../define.js";

/**
 * Signs in with a password. `username` may be a username, a confirmed e-mail or a confirmed mobile.
 * An unknown name and a wrong password answer alike, 10102 "wrong account or password" with the tries
 * left (LOGIN_UPSTREAM_CODES=1: upstream's unknown 10002 and wrong password 10102); locked 10103 (unknown
 * names lock too), disabled 10001; 10104 when the password changed (or the account was signed out
 * everywhere) while it was being checked.
 */
export const login = defineRoute({
  path: "user/pub/login",
  input: z.object({ username: requiredText(254), password: passwordField }),
  output: loginResultSchema,
  refreshesUser: true,
  opensSession: "signIn",
  errors: [
    "userNotExist",
    "multiUserMatched",
    "wrongCredentials",
    "passwordError",
    "passwordErrorExceedLimit",
    "accountBanned",
    "accountClosed",
    "credentialsChanged",
  ],
});
