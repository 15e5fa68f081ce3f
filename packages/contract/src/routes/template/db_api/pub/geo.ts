import { z } from "zod";
import { dbTestRowSchema } from "../../../../schemas/db-test.js";
import { ok } from "../../../../schemas/envelope.js";
import { defineRoute } from "../../../define.js";

/**
 * The demo rows within DB_TEST.geoRadiusKm (4 km) of the fixed point, nearest first, at most 100.
 */
export const dbApiGeo = defineRoute({
  path: "template/db_api/pub/geo",
  input: z.object({}).strict(),
  output: ok({ rows: z.array(dbTestRowSchema), total: z.number().int() }),
});
