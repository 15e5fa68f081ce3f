import { z } from "zod";
import { dbTestIdInput } from "../../../../schemas/db-test.js";
import { ok } from "../../../../schemas/envelope.js";
import { defineRoute } from "../../../define.js";

/**
 * Sets money to 1 on the caller's row with this `_id` (upstream's `update` with a where clause): `num` is 0 when no row of the caller's matches.
 */
export const dbApiUpdate = defineRoute({
  path: "template/db_api/kh/update",
  input: dbTestIdInput,
  output: ok({ num: z.number().int() }),
});
