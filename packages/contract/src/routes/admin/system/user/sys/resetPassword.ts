import { z } from "zod";
import { NEW_PASSWORD_ERRORS } from "../../../../../errors/route-errors.js";
import { recordIdField } from "../../../../../schemas/admin.js";
import { ok } from "../../../../../schemas/envelope.js";
import { newPasswordField } from "../../../../../schemas/fields.js";
import { defineRoute } from "../../../../define.js";

/**
 * Sets a new password for user `uid` and signs them out everywhere. Only admins may act on an admin's
 * account (403 for other back-office users).
 */
export const adminUserResetPassword = defineRoute({
  path: "admin/system/user/sys/resetPassword",
  input: z.object({ uid: recordIdField, password: newPasswordField }),
  output: ok({}),
  audit: {
    title: "userResetPassword",
    target: { fromInput: (input: { uid: string }) => ({ user: input.uid }) },
  },
  acceptsUid: true,
  errors: [...NEW_PASSWORD_ERRORS, "adminUserNotExist", "credentialsChanged", "targetAboveCaller"],
});
