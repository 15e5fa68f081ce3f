import { z } from "zod";
import { ok } from "../../../../schemas/envelope.js";
import { defineRoute } from "../../../define.js";

/**
 * The largest money of the demo rows (null without rows).
 */
export const dbApiMax = defineRoute({
  path: "template/db_api/pub/max",
  input: z.object({}).strict(),
  output: ok({ max: z.number().nullable() }),
});
