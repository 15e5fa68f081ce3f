import { adminAppVersionGetList } from "@roster/contract/routes";
import { handle } from "../../../../../router/types.js";
import { listAppVersions } from "../../../../../services/app-versions/admin-app-versions.js";

export default handle(adminAppVersionGetList, (input, ctx) => listAppVersions(ctx.services.db, input));
