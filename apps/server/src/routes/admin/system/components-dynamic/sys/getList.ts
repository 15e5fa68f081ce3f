import { adminComponentGetList } from "@roster/contract/routes";
import { handle } from "../../../../../router/types.js";
import { COMPONENT_LIST, presentComponent } from "../../../../../services/admin/components.js";
import { listPage } from "../../../../../services/core/lists.js";

export default handle(adminComponentGetList, async (input, ctx) => {
  const page = await listPage(
    ctx.services.db.selectFrom("components_dynamic").selectAll(),
    input,
    COMPONENT_LIST,
  );
  return { ...page, rows: page.rows.map(presentComponent) };
});
