import { z } from "zod";
import { componentFields, componentRowSchema, updateInput } from "../../../../../schemas/admin.js";
import { ok } from "../../../../../schemas/envelope.js";
import { defineRoute } from "../../../../define.js";

/** Changes the given fields of the component named by `_id` or `data_id` (ids never change). */
export const adminComponentUpdate = defineRoute({
  path: "admin/system/components-dynamic/sys/update",
  input: updateInput(componentFields, "data_id"),
  output: ok({ _id: z.string(), row: componentRowSchema }),
  audit: { title: "componentUpdate" },
  errors: ["componentNotExist"],
});
