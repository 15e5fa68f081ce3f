import { adminPermissionGetList } from "@roster/contract/routes";
import { handle } from "../../../../../router/types.js";
import { listPermissions } from "../../../../../services/admin/permissions.js";

export default handle(adminPermissionGetList, (input, ctx) => listPermissions(ctx.services.db, input));
