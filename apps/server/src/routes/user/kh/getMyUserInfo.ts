import { getMyUserInfo } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { loadRelations, presentUser } from "../../../services/accounts/users.js";

export default handle(getMyUserInfo, async (_input, ctx) => {
  const auth = ctx.auth;
  return { userInfo: presentUser(auth.user, await loadRelations(ctx.services.db, auth.uid, auth.access)) };
});
