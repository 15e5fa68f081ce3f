import { z } from "zod";
import { NEW_PASSWORD_ERRORS } from "../../../../../errors/route-errors.js";
import { adminUserFields, recordIdField } from "../../../../../schemas/admin.js";
import { ok } from "../../../../../schemas/envelope.js";
import { userInfoSchema } from "../../../../../schemas/user.js";
import { defineRoute } from "../../../../define.js";

/**
 * Changes the given fields of the user `_id`; `null` clears mobile, e-mail or comment. A new password or a
 * status of 1 (disabled) or 4 (closed) signs the user out everywhere. Admins cannot disable themselves
 * (90121). Only admins may act on an admin's account (403 for other back-office users).
 */
export const adminUserUpdate = defineRoute({
  path: "admin/system/user/sys/update",
  input: z.object({
    _id: recordIdField,
    ...adminUserFields,
    username: adminUserFields.username.optional(),
    password: adminUserFields.password.optional(),
  }),
  output: ok({ _id: z.string(), row: userInfoSchema }),
  audit: { title: "userUpdate", target: { fromInput: (input: { _id: string }) => ({ user: input._id }) } },
  errors: [
    ...NEW_PASSWORD_ERRORS,
    "adminUserNotExist",
    "selfProtected",
    "accountExists",
    "mobileBound",
    "emailBound",
    "accountConflict",
    "targetAboveCaller",
  ],
});
