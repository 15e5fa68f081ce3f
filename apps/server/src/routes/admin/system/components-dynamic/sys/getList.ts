import { adminComponentGetList } from "@roster/contract/routes";
import { handle } from "../../../../../router/types.js";
import { listComponents } from "../../../../../services/admin/components.js";

export default handle(adminComponentGetList, (input, ctx) => listComponents(ctx.services.db, input));
