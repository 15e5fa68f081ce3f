import { getMenu } from "@roster/contract/routes";
import { defineHandler, requireAuth } from "../../../router/types.js";
import { buildMenuTree, visibleMenus } from "../../../services/access/menus.js";

export default defineHandler(getMenu, async (_input, ctx) => {
  const auth = requireAuth(ctx);
  return buildMenuTree(await visibleMenus(ctx.services.db, auth.access));
});
