import { z } from "zod";
import { recordIdField } from "../../../../schemas/admin.js";
import { ok } from "../../../../schemas/envelope.js";
import { defineRoute } from "../../../define.js";

/**
 * One draw of the activity `activity_id` by the caller: at most the activity's `daily_draws` a day (UTC+8),
 * while it is enabled and open. `prize` is what was won, or null (the odds' remainder, or a prize whose
 * stock ran out); `remaining` is the draws left today.
 */
export const luckyDrawDraw = defineRoute({
  path: "template/lucky-draw/kh/draw",
  input: z.object({ activity_id: recordIdField }),
  output: ok({
    record_id: z.string(),
    prize: z.strictObject({ _id: z.string(), name: z.string() }).nullable(),
    remaining: z.number().int(),
    create_date: z.number().int(),
  }),
  errors: ["luckyDrawActivityNotExist", "luckyDrawNotStarted", "luckyDrawEnded", "luckyDrawDailyLimit"],
});
