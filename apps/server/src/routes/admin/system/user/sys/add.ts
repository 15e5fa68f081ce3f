import { adminUserAdd } from "@roster/contract/routes";
import { handle } from "../../../../../router/types.js";
import { addUser } from "../../../../../services/admin/users.js";

export default handle(adminUserAdd, async (input, ctx) => {
  const row = await addUser(ctx.services, input, ctx.locale);
  return { _id: row._id, row };
});
