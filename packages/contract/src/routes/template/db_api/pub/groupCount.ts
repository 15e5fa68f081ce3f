import { z } from "zod";
import { ok } from "../../../../schemas/envelope.js";
import { defineRoute } from "../../../define.js";

/**
 * The demo rows grouped by money, most money first (10 groups at most): each group's money as `_id` and how many accounts hold rows of that money as `count`. `_id` is accepted and ignored, as upstream.
 */
export const dbApiGroupCount = defineRoute({
  path: "template/db_api/pub/groupCount",
  input: z.object({ _id: z.string().max(64).optional() }).strict(),
  output: ok({ rows: z.array(z.object({ _id: z.number(), count: z.number().int() })) }),
});
