import { adminLuckyDrawAdd } from "@roster/contract/routes";
import { handle } from "../../../../../router/types.js";
import { addActivity } from "../../../../../services/lucky-draw/admin.js";

export default handle(adminLuckyDrawAdd, async (input, ctx) => {
  const row = await addActivity(ctx.services, input);
  return { _id: row._id, row };
});
