import { adminComponentUpdate } from "@roster/contract/routes";
import { handle } from "../../../../../router/types.js";
import { updateComponent } from "../../../../../services/admin/components.js";

export default handle(adminComponentUpdate, async ({ _id, data_id, ...patch }, ctx) => {
  const row = await updateComponent(ctx.services, (_id ?? data_id)!, patch);
  return { _id: row._id, row };
});
