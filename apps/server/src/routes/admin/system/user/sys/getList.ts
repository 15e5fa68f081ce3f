import { adminUserGetList } from "@roster/contract/routes";
import { handle } from "../../../../../router/types.js";
import { listUsers } from "../../../../../services/admin/users.js";

export default handle(adminUserGetList, (input, ctx) => listUsers(ctx.services.db, input));
