import { z } from "zod";
import { ok } from "../../../../schemas/envelope.js";
import { defineRoute } from "../../../define.js";

/**
 * The mean of the demo rows' money (null without rows).
 */
export const dbApiAvg = defineRoute({
  path: "template/db_api/pub/avg",
  input: z.object({}).strict(),
  output: ok({ avg: z.number().nullable() }),
});
