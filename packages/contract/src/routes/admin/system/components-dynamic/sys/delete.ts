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
  refreshesUser: false,
  audit: { title: "componentDelete" },
  encrypted: false,
  rate: "sys",
  permission: "granted",
  backOffice: true,
  acceptsUid: false,
  requiresValidToken: false,
  errors: ["componentNotExist"],
});
