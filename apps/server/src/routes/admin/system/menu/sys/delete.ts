import { adminMenuDelete } from "@roster/contract/routes";
import { handle } from "../../../../../router/types.js";
import { deleteMenu } from "../../../../../services/admin/menus.js";

export default handle(adminMenuDelete, async (input, ctx) => {
  await deleteMenu(ctx.services, ctx.auth, (input._id ?? input.menu_id)!);
  return {};
});
