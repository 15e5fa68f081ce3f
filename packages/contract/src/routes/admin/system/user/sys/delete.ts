import { z } from "zod";
import { recordIdField } from "../../../../../schemas/admin.js";
import { ok } from "../../../../../schemas/envelope.js";
import { defineRoute } from "../../../../define.js";

/**
 * Deletes the user `_id` with their sessions and roles. Admins cannot delete themselves (90121). Only admins
 * may act on an admin's account (403 for other back-office users).
 */
export const adminUserDelete = defineRoute({
  path: "admin/system/user/sys/delete",
  input: z.object({ _id: recordIdField }),
  output: ok({}),
  audit: { title: "userDelete", target: { fromInput: (input: { _id: string }) => ({ user: input._id }) } },
  errors: ["adminUserNotExist", "selfProtected", "targetAboveCaller"],
});
