import { z } from "zod";
import { LIST_ERRORS } from "../../../../errors/route-errors.js";
import { listOf } from "../../../../schemas/envelope.js";
import { listInputFields } from "../../../../schemas/lists.js";
import { luckyMyPrizeRowSchema } from "../../../../schemas/lucky-draw.js";
import { defineRoute } from "../../../define.js";

/** The caller's wins, newest first. Filters and sorting: `activity_id`, `prize_name`, `create_date`. */
export const luckyDrawMyPrizes = defineRoute({
  path: "template/lucky-draw/kh/myPrizes",
  input: z.object(listInputFields),
  output: listOf(luckyMyPrizeRowSchema),
  errors: [...LIST_ERRORS],
});
