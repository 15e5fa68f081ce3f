import { adminRoleGetList } from "@roster/contract/routes";
import { handle } from "../../../../../router/types.js";
import { presentRoles, ROLE_LIST } from "../../../../../services/admin/roles.js";
import { listPage } from "../../../../../services/core/lists.js";

export default handle(adminRoleGetList, async (input, ctx) => {
  const { db } = ctx.services;
  const page = await listPage(db.selectFrom("roles").selectAll(), input, ROLE_LIST);
  return { ...page, rows: await presentRoles(db, page.rows) };
});
