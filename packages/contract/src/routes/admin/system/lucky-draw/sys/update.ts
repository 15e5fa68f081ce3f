import { z } from "zod";
import { recordIdField } from "../../../../../schemas/admin.js";
import { ok } from "../../../../../schemas/envelope.js";
import { luckyActivityFields, luckyActivityRowSchema } from "../../../../../schemas/lucky-draw.js";
import { defineRoute } from "../../../../define.js";

/**
 * Changes the given fields of the activity `_id`. `prizes`, when sent, is the whole new prize list: a prize
 * with an `_id` keeps its id and wins (its stock is set to the value sent), one without is added, and the
 * prizes left out are removed (their wins keep the prize's name).
 */
export const adminLuckyDrawUpdate = defineRoute({
  path: "admin/system/lucky-draw/sys/update",
  input: z.object({ _id: recordIdField, ...z.object(luckyActivityFields).partial().shape }),
  output: ok({ _id: z.string(), row: luckyActivityRowSchema }),
  audit: { title: "luckyDrawUpdate" },
  errors: ["luckyDrawActivityNotExist", "luckyDrawOddsOver", "luckyDrawTimeRange", "luckyDrawPrizeNotExist"],
});
