import { adminAppVersionDelete } from "@roster/contract/routes";
import { defineHandler } from "../../../../../router/types.js";
import { deleteAppVersion } from "../../../../../services/app-versions/admin-app-versions.js";

export default defineHandler(adminAppVersionDelete, async (input, ctx) => {
  await deleteAppVersion(ctx.services, input._id);
  return {};
});
