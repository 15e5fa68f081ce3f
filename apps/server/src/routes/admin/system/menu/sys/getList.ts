import { adminMenuGetList } from "@roster/contract/routes";
import { handle } from "../../../../../router/types.js";
import { presentMenu } from "../../../../../services/access/menus.js";
import { MENU_LIST } from "../../../../../services/admin/menus.js";
import { listPage } from "../../../../../services/core/lists.js";

export default handle(adminMenuGetList, async (input, ctx) => {
  const page = await listPage(ctx.services.db.selectFrom("menus").selectAll(), input, MENU_LIST);
  return { ...page, rows: page.rows.map(presentMenu) };
});
