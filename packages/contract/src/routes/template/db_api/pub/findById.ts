import { dbTestIdInput, dbTestRowSchema } from "../../../../schemas/db-test.js";
import { ok } from "../../../../schemas/envelope.js";
import { defineRoute } from "../../../define.js";

/**
 * The demo row with this `_id` (`info`), or `info: null` when there is none.
 */
export const dbApiFindById = defineRoute({
  path: "template/db_api/pub/findById",
  input: dbTestIdInput,
  output: ok({ info: dbTestRowSchema.nullable() }),
});
