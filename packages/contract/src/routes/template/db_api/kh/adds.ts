import { z } from "zod";
import { ok } from "../../../../schemas/envelope.js";
import { defineRoute } from "../../../define.js";

/**
 * Adds DB_TEST.addsCount (10) demo rows of the caller's at once, all or none, within the cap of rows per account. Answers their `ids`.
 */
export const dbApiAdds = defineRoute({
  path: "template/db_api/kh/adds",
  input: z.object({}).strict(),
  output: ok({ ids: z.array(z.string()) }),
  errors: ["dbTestRowLimit"],
});
