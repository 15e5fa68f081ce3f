import { z } from "zod";
import { ok } from "../../../../../schemas/envelope.js";
import { luckyActivityFields, luckyActivityRowSchema } from "../../../../../schemas/lucky-draw.js";
import { defineRoute } from "../../../../define.js";

/**
 * Creates a lucky-draw activity with its prizes (name, stock, odds in percent). What the odds leave of
 * 100% is the "no prize" outcome; odds above 100% in total answer 91754, an end before the start 91756.
 */
export const adminLuckyDrawAdd = defineRoute({
  path: "admin/system/lucky-draw/sys/add",
  input: z.object(luckyActivityFields),
  output: ok({ _id: z.string(), row: luckyActivityRowSchema }),
  audit: { title: "luckyDrawAdd" },
  errors: ["luckyDrawOddsOver", "luckyDrawTimeRange", "luckyDrawPrizeNotExist"],
});
