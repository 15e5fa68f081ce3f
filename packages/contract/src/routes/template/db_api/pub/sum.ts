import { z } from "zod";
import { ok } from "../../../../schemas/envelope.js";
import { defineRoute } from "../../../define.js";

/**
 * The sum of every demo row's money (0 without rows).
 */
export const dbApiSum = defineRoute({
  path: "template/db_api/pub/sum",
  input: z.object({}).strict(),
  output: ok({ sum: z.number() }),
});
