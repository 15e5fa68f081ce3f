import { z } from "zod";
import { listOf } from "../../../../schemas/envelope.js";
import { pagingFields } from "../../../../schemas/fields.js";
import { luckyActivitySchema } from "../../../../schemas/lucky-draw.js";
import { defineRoute } from "../../../define.js";

/** The enabled activities that have not ended, those ending first first, with their prizes (stock left, odds). */
export const luckyDrawGetList = defineRoute({
  path: "template/lucky-draw/pub/getList",
  input: z.object(pagingFields),
  output: listOf(luckyActivitySchema),
});
