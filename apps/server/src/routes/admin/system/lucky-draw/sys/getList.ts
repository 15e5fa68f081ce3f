import { adminLuckyDrawGetList } from "@roster/contract/routes";
import { handle } from "../../../../../router/types.js";
import { listActivities } from "../../../../../services/lucky-draw/admin.js";

export default handle(adminLuckyDrawGetList, (input, ctx) => listActivities(ctx.services.db, input));
