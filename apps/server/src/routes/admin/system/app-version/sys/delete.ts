import { adminAppVersionDelete } from "@roster/contract/routes";
import { handle } from "../../../../../router/types.js";
import { deleteAppVersion } from "../../../../../services/app-versions/admin-app-versions.js";

export default handle(adminAppVersionDelete, async (input, ctx) => {
  await deleteAppVersion(ctx.services, input._id);
  return {};
});
