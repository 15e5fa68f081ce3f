import { adminRoleGetList } from "@roster/contract/routes";
import { handle } from "../../../../../router/types.js";
import { listRoles } from "../../../../../services/admin/roles.js";

export default handle(adminRoleGetList, (input, ctx) => listRoles(ctx.services.db, input));
