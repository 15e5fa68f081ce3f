import { z } from "zod";
import { LIST_ERRORS } from "../../../../../errors/route-errors.js";
import { adminLogRowSchema } from "../../../../../schemas/admin.js";
import { listOf } from "../../../../../schemas/envelope.js";
import { listInputFields } from "../../../../../schemas/lists.js";
import { defineRoute } from "../../../../define.js";

/**
 * The admin log, newest first: every change made through `admin/` sys routes (reads are not logged).
 * Filters and sorting: `user_id`, `user_name`, `title`, `target_id`, `target_name`, `ip`, `url`,
 * `response_code`, `request_id`, `create_date`. A non-admin reader sees the account an entry acted on only
 * when that account is within the reader's rights (the privilege rule), now and when the entry was written;
 * filters and sorting see what the reader sees.
 */
export const adminLogGetList = defineRoute({
  path: "admin/system/admin-log/sys/getList",
  input: z.object(listInputFields),
  output: listOf(adminLogRowSchema),
  errors: [...LIST_ERRORS],
});
