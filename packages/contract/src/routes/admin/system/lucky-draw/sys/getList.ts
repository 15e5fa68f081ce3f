import { z } from "zod";
import { LIST_ERRORS } from "../../../../../errors/route-errors.js";
import { listOf } from "../../../../../schemas/envelope.js";
import { listInputFields } from "../../../../../schemas/lists.js";
import { luckyActivityRowSchema } from "../../../../../schemas/lucky-draw.js";
import { defineRoute } from "../../../../define.js";

/**
 * Lucky-draw activities with their prizes (stock left, odds, wins so far), newest first. Filters and
 * sorting: `name`, `enable`, `start_time`, `end_time`, `create_date`.
 */
export const adminLuckyDrawGetList = defineRoute({
  path: "admin/system/lucky-draw/sys/getList",
  input: z.object(listInputFields),
  output: listOf(luckyActivityRowSchema),
  errors: [...LIST_ERRORS],
});
