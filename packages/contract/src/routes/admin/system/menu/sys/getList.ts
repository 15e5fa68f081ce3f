import { z } from "zod";
import { LIST_ERRORS } from "../../../../../errors/route-errors.js";
import { menuRowSchema } from "../../../../../schemas/admin.js";
import { listOf } from "../../../../../schemas/envelope.js";
import { listInputFields } from "../../../../../schemas/lists.js";
import { defineRoute } from "../../../../define.js";

/**
 * Menu entries, flat, by sort then menu_id (the console builds the tree from `parent_id`). Filters and
 * sorting: `menu_id`, `name`, `url`, `parent_id`, `sort`, `enable`, `hidden_menu`, `create_date`.
 */
export const adminMenuGetList = defineRoute({
  path: "admin/system/menu/sys/getList",
  input: z.object(listInputFields),
  output: listOf(menuRowSchema),
  errors: [...LIST_ERRORS],
});
