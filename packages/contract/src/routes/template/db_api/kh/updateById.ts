import { z } from "zod";
import { dbTestIdInput } from "../../../../schemas/db-test.js";
import { ok } from "../../../../schemas/envelope.js";
import { defineRoute } from "../../../define.js";

/**
 * Sets money to 1 on the caller's row with this `_id`: `num` 1, or 91701 when the caller has no such row (it is someone else's or does not exist).
 */
export const dbApiUpdateById = defineRoute({
  path: "template/db_api/kh/updateById",
  input: dbTestIdInput,
  output: ok({ num: z.number().int() }),
  errors: ["dbTestRowNotFound"],
});
