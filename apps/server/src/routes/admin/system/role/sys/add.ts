import { adminRoleAdd } from "@roster/contract/routes";
import { handle } from "../../../../../router/types.js";
import { addRole } from "../../../../../services/admin/roles.js";

export default handle(adminRoleAdd, async (input, ctx) => {
  const row = await addRole(ctx.services, input);
  return { _id: row._id, row };
});
