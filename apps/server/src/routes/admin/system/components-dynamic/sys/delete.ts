import { adminComponentDelete } from "@roster/contract/routes";
import { defineHandler } from "../../../../../router/types.js";
import { deleteComponent } from "../../../../../services/admin/components.js";

export default defineHandler(adminComponentDelete, async (input, ctx) => {
  await deleteComponent(ctx.services, (input._id ?? input.data_id)!);
  return {};
});
