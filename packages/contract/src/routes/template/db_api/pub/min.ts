import { z } from "zod";
import { ok } from "../../../../schemas/envelope.js";
import { defineRoute } from "../../../define.js";

/**
 * The smallest money of the demo rows (null without rows).
 */
export const dbApiMin = defineRoute({
  path: "template/db_api/pub/min",
  input: z.object({}).strict(),
  output: ok({ min: z.number().nullable() }),
});
