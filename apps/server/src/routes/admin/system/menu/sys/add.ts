import { adminMenuAdd } from "@roster/contract/routes";
import { handle } from "../../../../../router/types.js";
import { addMenu } from "../../../../../services/admin/menus.js";

export default handle(adminMenuAdd, async (input, ctx) => {
  const row = await addMenu(ctx.services, input);
  return { _id: row._id, row };
});
