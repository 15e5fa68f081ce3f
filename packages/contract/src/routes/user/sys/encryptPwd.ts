import { z } from "zod";
import { ok } from "../../../schemas/envelope.js";
import { passwordField } from "../../../schemas/fields.js";
import { defineRoute } from "../../define.js";

/** The stored hash form (argon2id, PHC string) of a password, for admins importing users. */
export const encryptPwd = defineRoute({
  path: "user/sys/encryptPwd",
  input: z.object({ password: passwordField }),
  output: ok({ password: z.string() }),
  backOffice: false,
});
