import { getMyUserInfo } from "@roster/contract/routes";
import { defineHandler, requireAuth } from "../../../router/types.js";
import { loadRelations, presentUser } from "../../../services/accounts/users.js";

export default defineHandler(getMyUserInfo, async (_input, ctx) => {
  const auth = requireAuth(ctx);
  return { userInfo: presentUser(auth.user, await loadRelations(ctx.services.db, auth.uid, auth.access)) };
});
