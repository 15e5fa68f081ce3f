import { adminLogGetList } from "@roster/contract/routes";
import { handle } from "../../../../../router/types.js";
import { listAdminLog } from "../../../../../services/admin/admin-log.js";

export default handle(adminLogGetList, (input, ctx) => listAdminLog(ctx.services.db, input, ctx.locale));
