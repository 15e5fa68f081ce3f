import { z } from "zod";
import { ok } from "../../../../schemas/envelope.js";
import { defineRoute } from "../../../define.js";

/**
 * How many demo rows there are, everyone's (`num`).
 */
export const dbApiCount = defineRoute({
  path: "template/db_api/pub/count",
  input: z.object({}).strict(),
  output: ok({ num: z.number().int() }),
});
