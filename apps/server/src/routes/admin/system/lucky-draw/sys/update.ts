import { adminLuckyDrawUpdate } from "@roster/contract/routes";
import { handle } from "../../../../../router/types.js";
import { updateActivity } from "../../../../../services/lucky-draw/admin.js";

export default handle(adminLuckyDrawUpdate, async ({ _id, ...patch }, ctx) => {
  const row = await updateActivity(ctx.services, _id, patch);
  return { _id: row._id, row };
});
