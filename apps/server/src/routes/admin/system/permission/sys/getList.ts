import { adminPermissionGetList } from "@roster/contract/routes";
import { defineHandler } from "../../../../../router/types.js";
import { PERMISSION_LIST, presentPermission } from "../../../../../services/admin/permissions.js";
import { listPage } from "../../../../../services/core/lists.js";

export default defineHandler(adminPermissionGetList, async (input, ctx) => {
  const page = await listPage(ctx.services.db.selectFrom("permissions").selectAll(), input, PERMISSION_LIST);
  return { ...page, rows: page.rows.map(presentPermission) };
});
