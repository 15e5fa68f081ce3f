import { adminAppVersionAdd } from "@roster/contract/routes";
import { handle } from "../../../../../router/types.js";
import { addAppVersion } from "../../../../../services/app-versions/admin-app-versions.js";

export default handle(adminAppVersionAdd, async (input, ctx) => {
  const row = await addAppVersion(ctx.services, input);
  return { _id: row._id, row };
});
