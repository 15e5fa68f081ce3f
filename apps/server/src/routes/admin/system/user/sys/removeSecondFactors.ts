import { adminUserRemoveSecondFactors } from "@roster/contract/routes";
import { handle } from "../../../../../router/types.js";
import { removeUserSecondFactors } from "../../../../../services/admin/users.js";
import { announceSecurityChange } from "../../../../../services/devices/new-device.js";

export default handle(adminUserRemoveSecondFactors, async (input, ctx) => {
  const removed = await removeUserSecondFactors(ctx.services, ctx.auth, input.uid);
  const change = "factorsRemovedByAdmin";
  if (removed > 0) announceSecurityChange(ctx.services, { userId: input.uid, change, locale: ctx.locale });
  return { removed };
});
