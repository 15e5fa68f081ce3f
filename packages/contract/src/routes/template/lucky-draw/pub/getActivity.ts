import { z } from "zod";
import { recordIdField } from "../../../../schemas/admin.js";
import { ok } from "../../../../schemas/envelope.js";
import { luckyActivitySchema } from "../../../../schemas/lucky-draw.js";
import { defineRoute } from "../../../define.js";

/**
 * One enabled activity with its prizes (stock left, odds). With a valid token, `remaining` is the draws the
 * caller has left today (UTC+8); without one it is absent.
 */
export const luckyDrawGetActivity = defineRoute({
  path: "template/lucky-draw/pub/getActivity",
  input: z.object({ activity_id: recordIdField }),
  output: ok({ activity: luckyActivitySchema, remaining: z.number().int().optional() }),
  errors: ["luckyDrawActivityNotExist"],
});
