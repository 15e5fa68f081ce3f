import { adminAppVersionGetList } from "@roster/contract/routes";
import { defineHandler } from "../../../../../router/types.js";
import { APP_VERSION_LIST } from "../../../../../services/admin/app-versions.js";
import { listPage } from "../../../../../services/lists.js";
import { presentVersion } from "../../../../../services/versions.js";

export default defineHandler(adminAppVersionGetList, async (input, ctx) => {
  const page = await listPage(
    ctx.services.db.selectFrom("app_versions").selectAll(),
    input,
    APP_VERSION_LIST,
  );
  return { ...page, rows: page.rows.map(presentVersion) };
});
