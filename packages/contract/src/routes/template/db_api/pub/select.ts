import { z } from "zod";
import { dbTestRowSchema } from "../../../../schemas/db-test.js";
import { listOf } from "../../../../schemas/envelope.js";
import { defineRoute } from "../../../define.js";

/**
 * Every demo row, newest first, at most 100 (upstream's `select` demo): `{rows, total, hasMore, pagination}`, each row with its km from the fixed point and `mine` for the caller's.
 */
export const dbApiSelect = defineRoute({
  path: "template/db_api/pub/select",
  input: z.object({}).strict(),
  output: listOf(dbTestRowSchema),
});
