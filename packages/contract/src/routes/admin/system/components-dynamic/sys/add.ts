import { z } from "zod";
import { componentDataField, componentRowSchema, flagField, keyField } from "../../../../../schemas/admin.js";
import { ok } from "../../../../../schemas/envelope.js";
import { text } from "../../../../../schemas/fields.js";
import { defineRoute } from "../../../../define.js";

/** Stores the data of a page component under `data_id` (90104 when taken); `data` is any JSON value. */
export const adminComponentAdd = defineRoute({
  path: "admin/system/components-dynamic/sys/add",
  input: z.object({
    data_id: keyField,
    title: text(140).optional(),
    description: text(1024).optional(),
    data: componentDataField,
    enable: flagField.optional(),
  }),
  output: ok({ _id: z.string(), row: componentRowSchema }),
});
