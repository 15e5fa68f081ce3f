import { adminLogGetList } from "@roster/contract/routes";
import { defineHandler } from "../../../../../router/types.js";
import { ADMIN_LOG_LIST, presentAdminLog } from "../../../../../services/admin/admin-log.js";
import { listPage } from "../../../../../services/core/lists.js";

export default defineHandler(adminLogGetList, async (input, ctx) => {
  const page = await listPage(ctx.services.db.selectFrom("admin_log").selectAll(), input, ADMIN_LOG_LIST);
  return { ...page, rows: page.rows.map(presentAdminLog) };
});
