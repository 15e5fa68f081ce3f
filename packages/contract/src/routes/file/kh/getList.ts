import { z } from "zod";
import { LIST_ERRORS } from "../../../errors/route-errors.js";
import { listOf } from "../../../schemas/envelope.js";
import { fileRecordSchema } from "../../../schemas/files.js";
import { listInputFields } from "../../../schemas/lists.js";
import { defineRoute } from "../../define.js";

/**
 * The caller's upload records, newest first. Filters and sorting: `name`, `type`, `category_id`, `size`,
 * `_add_time`. Rows of files in Roster's storage carry a temporary `url` (600 s).
 */
export const fileGetList = defineRoute({
  path: "file/kh/getList",
  input: z.object(listInputFields),
  output: listOf(fileRecordSchema),
  errors: [...LIST_ERRORS, "storageUnavailable"],
});
