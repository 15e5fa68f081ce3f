import { getMenu } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { menuTreeOf } from "../../../services/access/menus.js";

export default handle(getMenu, async (_input, ctx) => {
  return menuTreeOf(ctx.services.db, ctx.auth.access);
});
