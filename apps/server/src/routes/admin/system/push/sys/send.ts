import { adminPushSend } from "@roster/contract/routes";
import { handle } from "../../../../../router/types.js";
import { sendAdminPush } from "../../../../../services/admin/push.js";

export default handle(adminPushSend, async (input, ctx) => {
  await sendAdminPush(ctx.services, ctx.auth, input.to, input.data);
  return {};
});
