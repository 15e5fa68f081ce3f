import { adminAppVersionGetList } from "@roster/contract/routes";
import { handle } from "../../../../../router/types.js";
import { APP_VERSION_LIST } from "../../../../../services/app-versions/admin-app-versions.js";
import { presentVersion } from "../../../../../services/app-versions/versions.js";
import { listPage } from "../../../../../services/core/lists.js";

export default handle(adminAppVersionGetList, async (input, ctx) => {
  const page = await listPage(
    ctx.services.db.selectFrom("app_versions").selectAll(),
    input,
    APP_VERSION_LIST,
  );
  return { ...page, rows: page.rows.map(presentVersion) };
});
