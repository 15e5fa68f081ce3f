import { z } from "zod";
import { ok } from "../../../schemas/envelope.js";
import { newPasswordField, passwordField } from "../../../schemas/fields.js";
import { defineRoute } from "../../define.js";

/**
 * Changes the password; a wrong old one answers 40202 and counts in the sign-in lockout of the account and
 * IP (10103 once it is used up); 10104 when another change won meanwhile. Success signs out every session.
 */
export const updatePwd = defineRoute({
  path: "user/kh/updatePwd",
  input: z.object({ oldPassword: passwordField, newPassword: newPasswordField }),
  output: ok({}),
});
