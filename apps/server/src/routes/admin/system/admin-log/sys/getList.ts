import { adminLogGetList } from "@roster/contract/routes";
import { handle } from "../../../../../router/types.js";
import { ADMIN_LOG_LIST, presentAdminLog } from "../../../../../services/admin/admin-log.js";
import { titleFilterAsKeys } from "../../../../../services/admin/admin-log-titles.js";
import { listPage } from "../../../../../services/core/lists.js";

export default handle(adminLogGetList, async (input, ctx) => {
  const query = ctx.services.db.selectFrom("admin_log").selectAll();
  const page = await listPage(query, titleFilterAsKeys(input, ctx.locale), ADMIN_LOG_LIST);
  return { ...page, rows: page.rows.map((row) => presentAdminLog(row, ctx.locale)) };
});
