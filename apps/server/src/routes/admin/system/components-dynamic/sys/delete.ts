import { adminComponentDelete } from "@roster/contract/routes";
import { handle } from "../../../../../router/types.js";
import { deleteComponent } from "../../../../../services/admin/components.js";

export default handle(adminComponentDelete, async (input, ctx) => {
  await deleteComponent(ctx.services, (input._id ?? input.data_id)!);
  return {};
});
