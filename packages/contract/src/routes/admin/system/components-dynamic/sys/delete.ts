import { z } from "zod";
import { keyField } from "../../../../../schemas/admin.js";
import { ok } from "../../../../../schemas/envelope.js";
import { defineRoute } from "../../../../define.js";

/** Deletes the component named by `_id` or `data_id`. */
export const adminComponentDelete = defineRoute({
  path: "admin/system/components-dynamic/sys/delete",
  input: z
    .object({ _id: keyField.optional(), data_id: keyField.optional() })
    .refine((v) => Boolean(v._id ?? v.data_id), { message: "required", path: ["data_id"] }),
  output: ok({}),
  audit: { title: "componentDelete" },
  errors: ["componentNotExist"],
});
