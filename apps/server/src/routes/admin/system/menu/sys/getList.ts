import { adminMenuGetList } from "@roster/contract/routes";
import { handle } from "../../../../../router/types.js";
import { listMenus } from "../../../../../services/admin/menus.js";

export default handle(adminMenuGetList, (input, ctx) => listMenus(ctx.services.db, input));
