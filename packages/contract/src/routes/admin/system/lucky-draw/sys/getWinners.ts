import { z } from "zod";
import { LIST_ERRORS } from "../../../../../errors/route-errors.js";
import { listOf } from "../../../../../schemas/envelope.js";
import { listInputFields } from "../../../../../schemas/lists.js";
import { luckyWinnerRowSchema } from "../../../../../schemas/lucky-draw.js";
import { defineRoute } from "../../../../define.js";

/**
 * Who won what and when, newest first: draws that won a prize only. Filters and sorting: `activity_id`,
 * `user_id`, `prize_id`, `prize_name`, `create_date`.
 */
export const adminLuckyDrawGetWinners = defineRoute({
  path: "admin/system/lucky-draw/sys/getWinners",
  input: z.object(listInputFields),
  output: listOf(luckyWinnerRowSchema),
  errors: [...LIST_ERRORS],
});
