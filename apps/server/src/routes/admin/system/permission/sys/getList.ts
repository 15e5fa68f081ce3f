import { adminPermissionGetList } from "@roster/contract/routes";
import { handle } from "../../../../../router/types.js";
import { PERMISSION_LIST, presentPermission } from "../../../../../services/admin/permissions.js";
import { listPage } from "../../../../../services/core/lists.js";

export default handle(adminPermissionGetList, async (input, ctx) => {
  const page = await listPage(ctx.services.db.selectFrom("permissions").selectAll(), input, PERMISSION_LIST);
  return { ...page, rows: page.rows.map(presentPermission) };
});
