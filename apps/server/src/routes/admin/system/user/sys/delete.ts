import { adminUserDelete } from "@roster/contract/routes";
import { handle } from "../../../../../router/types.js";
import { deleteUser } from "../../../../../services/admin/users.js";

export default handle(adminUserDelete, async (input, ctx) => {
  await deleteUser(ctx.services, ctx.auth, input._id);
  return {};
});
