import { z } from "zod";
import { LIST_ERRORS } from "../../../../../errors/route-errors.js";
import { listOf } from "../../../../../schemas/envelope.js";
import { listInputFields } from "../../../../../schemas/lists.js";
import { userInfoSchema } from "../../../../../schemas/user.js";
import { defineRoute } from "../../../../define.js";

/**
 * Users for the console, without secrets, newest first. Filters: `_id`, `username`, `nickname`, `mobile`,
 * `email`, `status`, `gender`, `allow_login_background`, `my_invite_code`, `register_date`,
 * `last_login_date`; sorting by the same except `_id`.
 */
export const adminUserGetList = defineRoute({
  path: "admin/system/user/sys/getList",
  input: z.object(listInputFields),
  output: listOf(userInfoSchema),
  errors: [...LIST_ERRORS],
});
