import { z } from "zod";
import { NEW_PASSWORD_ERRORS } from "../../../../../errors/route-errors.js";
import { adminUserFields } from "../../../../../schemas/admin.js";
import { ok } from "../../../../../schemas/envelope.js";
import { userInfoSchema } from "../../../../../schemas/user.js";
import { defineRoute } from "../../../../define.js";

/**
 * Creates an account with a password (20102 when the username is taken, 60101 / 60201 for a mobile or e-mail
 * in use).
 */
export const adminUserAdd = defineRoute({
  path: "admin/system/user/sys/add",
  input: z.object(adminUserFields),
  output: ok({ _id: z.string(), row: userInfoSchema }),
  audit: { title: "userAdd", target: { fromOutput: (output: { _id: string }) => ({ user: output._id }) } },
  errors: [
    ...NEW_PASSWORD_ERRORS,
    "accountExists",
    "mobileBound",
    "emailBound",
    "accountConflict",
    "inviteCodeFailed",
  ],
});
