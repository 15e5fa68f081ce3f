import { adminLuckyDrawDelete } from "@roster/contract/routes";
import { handle } from "../../../../../router/types.js";
import { deleteActivity } from "../../../../../services/lucky-draw/admin.js";

export default handle(adminLuckyDrawDelete, async (input, ctx) => {
  await deleteActivity(ctx.services, input._id);
  return {};
});
