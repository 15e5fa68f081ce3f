import { dbTestIdInput, dbTestRowSchema } from "../../../../schemas/db-test.js";
import { ok } from "../../../../schemas/envelope.js";
import { defineRoute } from "../../../define.js";

/**
 * Adds 1 to the money of the caller's row with this `_id` in one statement (exact under parallel calls) and answers the row after the change (`info`); 91701 when the caller has no such row.
 */
export const dbApiUpdateAndReturn = defineRoute({
  path: "template/db_api/kh/updateAndReturn",
  input: dbTestIdInput,
  output: ok({ info: dbTestRowSchema }),
  errors: ["dbTestRowNotFound"],
});
