import { z } from "zod";
import { LIST_ERRORS } from "../../../../../errors/route-errors.js";
import { componentRowSchema } from "../../../../../schemas/admin.js";
import { listOf } from "../../../../../schemas/envelope.js";
import { listInputFields } from "../../../../../schemas/lists.js";
import { defineRoute } from "../../../../define.js";

/**
 * Page-component data, by data_id. Filters and sorting: `data_id`, `title`, `description`, `enable`,
 * `create_date`, `update_date`.
 */
export const adminComponentGetList = defineRoute({
  path: "admin/system/components-dynamic/sys/getList",
  input: z.object(listInputFields),
  output: listOf(componentRowSchema),
  errors: [...LIST_ERRORS],
});
