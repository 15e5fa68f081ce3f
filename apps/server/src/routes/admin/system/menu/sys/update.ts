import { adminMenuUpdate } from "@roster/contract/routes";
import { handle } from "../../../../../router/types.js";
import { updateMenu } from "../../../../../services/admin/menus.js";

export default handle(adminMenuUpdate, async ({ _id, menu_id, ...patch }, ctx) => {
  const row = await updateMenu(ctx.services, ctx.auth, (_id ?? menu_id)!, patch);
  return { _id: row._id, row };
});
