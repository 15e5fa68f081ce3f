import { adminMenuUpdate } from "@roster/contract/routes";
import { defineHandler, requireAuth } from "../../../../../router/types.js";
import { updateMenu } from "../../../../../services/admin/menus.js";

export default defineHandler(adminMenuUpdate, async ({ _id, menu_id, ...patch }, ctx) => {
  const row = await updateMenu(ctx.services, requireAuth(ctx), (_id ?? menu_id)!, patch);
  return { _id: row._id, row };
});
