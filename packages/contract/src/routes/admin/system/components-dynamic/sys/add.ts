import { z } from "zod";
import { componentFields, componentRowSchema } from "../../../../../schemas/admin.js";
import { ok } from "../../../../../schemas/envelope.js";
import { defineRoute } from "../../../../define.js";

/** Stores the data of a page component under `data_id` (90104 when taken); `data` is any JSON value. */
export const adminComponentAdd = defineRoute({
  path: "admin/system/components-dynamic/sys/add",
  input: z.object(componentFields),
  output: ok({ _id: z.string(), row: componentRowSchema }),
  audit: { title: "componentAdd" },
  errors: ["componentExists"],
});
