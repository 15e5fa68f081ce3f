import { z } from "zod";
import { LIST_ERRORS } from "../../../../errors/route-errors.js";
import { dbTestRowSchema } from "../../../../schemas/db-test.js";
import { listOf } from "../../../../schemas/envelope.js";
import { listInputFields } from "../../../../schemas/lists.js";
import { defineRoute } from "../../../define.js";

/** An epoch-ms time, or empty for none. */
const timeField = z
  .union([z.literal(""), z.null(), z.number().int().min(0).max(8_640_000_000_000_000)])
  .optional();

/**
 * Everyone's demo rows, newest first, a page at a time (template page db-test/list): `searchvalue` keeps
 * the rows of exactly that money (a whole number, or empty for all), `addTime` / `endTime` the rows added
 * in that closed range of epoch-ms times (either end may be left out). Also the common list fields
 * (`sortRule` by `money` or `_add_time`, `formData` + `columns`).
 */
export const dbApiGetList = defineRoute({
  path: "template/db_api/pub/getList",
  input: z.object({
    ...listInputFields,
    searchvalue: z
      .union([
        z.number().int().min(0).max(1_000_000_000),
        z
          .string()
          .trim()
          .regex(/^\d{0,10}$/, "invalid"),
      ])
      .nullable()
      .optional(),
    addTime: timeField,
    endTime: timeField,
  }),
  output: listOf(dbTestRowSchema),
  errors: [...LIST_ERRORS],
});
