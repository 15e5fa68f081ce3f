import { adminAppVersionUpdate } from "@roster/contract/routes";
import { handle } from "../../../../../router/types.js";
import { updateAppVersion } from "../../../../../services/app-versions/admin-app-versions.js";

export default handle(adminAppVersionUpdate, async ({ _id, ...patch }, ctx) => ({
  _id,
  row: await updateAppVersion(ctx.services, _id, patch),
}));
