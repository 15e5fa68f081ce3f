import { z } from "zod";
import { componentDataField, componentRowSchema, flagField, keyField } from "../../../../../schemas/admin.js";
import { ok } from "../../../../../schemas/envelope.js";
import { text } from "../../../../../schemas/fields.js";
import { defineRoute } from "../../../../define.js";

/** Changes the given fields of the component named by `_id` or `data_id` (ids never change). */
export const adminComponentUpdate = defineRoute({
  path: "admin/system/components-dynamic/sys/update",
  input: z
    .object({
      _id: keyField.optional(),
      data_id: keyField.optional(),
      title: text(140).optional(),
      description: text(1024).optional(),
      data: componentDataField.optional(),
      enable: flagField.optional(),
    })
    .refine((v) => Boolean(v._id ?? v.data_id), { message: "required", path: ["data_id"] }),
  output: ok({ _id: z.string(), row: componentRowSchema }),
});
