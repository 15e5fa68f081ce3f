import { adminUserUpdate } from "@roster/contract/routes";
import { handle } from "../../../../../router/types.js";
import { updateUser } from "../../../../../services/admin/users.js";

export default handle(adminUserUpdate, async ({ _id, ...fields }, ctx) => {
  const row = await updateUser(ctx.services, ctx.auth, _id, fields, ctx.locale);
  return { _id, row };
});
