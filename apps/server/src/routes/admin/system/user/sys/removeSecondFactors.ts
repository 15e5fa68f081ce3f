import { adminUserRemoveSecondFactors } from "@roster/contract/routes";
import { handle } from "../../../../../router/types.js";
import { removeUserSecondFactors } from "../../../../../services/admin/users.js";

export default handle(adminUserRemoveSecondFactors, async (input, ctx) => ({
  removed: await removeUserSecondFactors(ctx.services, ctx.auth, input.uid),
}));
