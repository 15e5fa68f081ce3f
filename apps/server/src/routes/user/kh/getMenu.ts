import { getMenu } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { buildMenuTree, visibleMenus } from "../../../services/access/menus.js";

export default handle(getMenu, async (_input, ctx) => {
  const auth = ctx.auth;
  return buildMenuTree(await visibleMenus(ctx.services.db, auth.access));
});
