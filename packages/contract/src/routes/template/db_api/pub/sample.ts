import { z } from "zod";
import { dbTestRowSchema } from "../../../../schemas/db-test.js";
import { ok } from "../../../../schemas/envelope.js";
import { defineRoute } from "../../../define.js";

/**
 * One demo row picked at random (`list`, empty when there is none).
 */
export const dbApiSample = defineRoute({
  path: "template/db_api/pub/sample",
  input: z.object({}).strict(),
  output: ok({ list: z.array(dbTestRowSchema) }),
});
