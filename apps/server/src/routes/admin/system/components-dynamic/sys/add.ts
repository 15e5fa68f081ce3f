import { adminComponentAdd } from "@roster/contract/routes";
import { handle } from "../../../../../router/types.js";
import { addComponent } from "../../../../../services/admin/components.js";

export default handle(adminComponentAdd, async (input, ctx) => {
  const row = await addComponent(ctx.services, input);
  return { _id: row._id, row };
});
