import { z } from "zod";
import { keyField } from "../../../../../schemas/admin.js";
import { ok } from "../../../../../schemas/envelope.js";
import { defineRoute } from "../../../../define.js";

/** Deletes the menu named by `_id` or `menu_id`; one with sub-menus answers 90111. Roles lose it. */
export const adminMenuDelete = defineRoute({
  path: "admin/system/menu/sys/delete",
  input: z
    .object({ _id: keyField.optional(), menu_id: keyField.optional() })
    .refine((v) => Boolean(v._id ?? v.menu_id), { message: "required", path: ["menu_id"] }),
  output: ok({}),
  audit: { title: "menuDelete" },
  errors: ["menuNotExist", "menuHasChildren", "grantBeyondCaller"],
});
