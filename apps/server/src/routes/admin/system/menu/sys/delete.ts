import { adminMenuDelete } from "@roster/contract/routes";
import { defineHandler, requireAuth } from "../../../../../router/types.js";
import { deleteMenu } from "../../../../../services/admin/menus.js";

export default defineHandler(adminMenuDelete, async (input, ctx) => {
  await deleteMenu(ctx.services, requireAuth(ctx), (input._id ?? input.menu_id)!);
  return {};
});
