import { z } from "zod";
import { keyField, recordIdField } from "../../../../../schemas/admin.js";
import { ok } from "../../../../../schemas/envelope.js";
import { userInfoSchema } from "../../../../../schemas/user.js";
import { defineRoute } from "../../../../define.js";

/**
 * Sets the roles of user `uid` to exactly `role_ids` (90005 for an unknown role). An admin cannot remove
 * their own `admin` role (90121). Only admins may grant the admin role or change an admin's roles (403). The
 * user's next token carries the new roles.
 */
export const adminUserBindRole = defineRoute({
  path: "admin/system/user/sys/bindRole",
  input: z.object({ uid: recordIdField, role_ids: z.array(keyField).max(100) }),
  output: ok({ row: userInfoSchema }),
  audit: { title: "userBindRole", target: { fromInput: (input: { uid: string }) => ({ user: input.uid }) } },
  acceptsUid: true,
  errors: [
    "adminUserNotExist",
    "selfProtected",
    "roleNotExist",
    "targetAboveCaller",
    "ownRightsProtected",
    "grantBeyondCaller",
  ],
});
