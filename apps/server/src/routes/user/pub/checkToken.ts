import { checkToken } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { permissionIds } from "../../../services/access/access.js";
import { loadRelations, presentUser } from "../../../services/accounts/users.js";
import { authenticate } from "../../../services/sessions/authentication.js";

export default handle(checkToken, async (_input, ctx) => {
  // A pub route ignores a bad token; this one exists to report it, so it authenticates itself.
  const auth = ctx.viewer ?? (await authenticate(ctx.services, ctx.token));
  return {
    uid: auth.uid,
    role: auth.access.roles,
    permission: permissionIds(auth.access),
    userInfo: presentUser(auth.user, await loadRelations(ctx.services.db, auth.uid, auth.access)),
    ...(auth.refreshed ? { vk_uni_token: auth.refreshed } : {}),
  };
});
