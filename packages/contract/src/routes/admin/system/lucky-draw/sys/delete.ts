import { z } from "zod";
import { recordIdField } from "../../../../../schemas/admin.js";
import { ok } from "../../../../../schemas/envelope.js";
import { defineRoute } from "../../../../define.js";

/** Deletes the activity `_id` with its prizes and its draws. */
export const adminLuckyDrawDelete = defineRoute({
  path: "admin/system/lucky-draw/sys/delete",
  input: z.object({ _id: recordIdField }),
  output: ok({}),
  audit: { title: "luckyDrawDelete" },
  errors: ["luckyDrawActivityNotExist"],
});
