import { z } from "zod";
import { dbTestMoney, dbTestName } from "../../../../schemas/db-test.js";
import { ok } from "../../../../schemas/envelope.js";
import { defineRoute } from "../../../define.js";

/**
 * Adds one demo row of the caller's: `money` (default 1 to 9 at random), `name`, and a place at random within about 5 km of the fixed point. Answers the new `id`; an account holds DB_TEST.maxRowsPerUser rows at most (exact under parallel calls).
 */
export const dbApiAdd = defineRoute({
  path: "template/db_api/kh/add",
  input: z.object({ name: dbTestName.optional(), money: dbTestMoney.optional() }).strict(),
  output: ok({ id: z.string() }),
  errors: ["dbTestRowLimit"],
});
