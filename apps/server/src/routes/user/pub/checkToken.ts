import { checkToken } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { permissionIds } from "../../../services/access/access.js";
import { presentUser } from "../../../services/accounts/users.js";
import { authenticate } from "../../../services/sessions/authentication.js";

export default handle(checkToken, async (_input, ctx) => {
  // A pub route ignores a bad token; this one exists to report it, so it authenticates itself.
  const auth = ctx.viewer ?? (await authenticate(ctx.services, ctx.token));
  // The relations came with the session, in authentication's one query (none on a cached session).
  const [inviterUids, identities] = await Promise.all([auth.inviterChain(), auth.identities()]);
  return {
    uid: auth.uid,
    role: auth.access.roles,
    permission: permissionIds(auth.access),
    userInfo: presentUser(auth.user, { access: auth.access, inviterUids, identities }),
    ...(auth.refreshed ? { vk_uni_token: auth.refreshed } : {}),
  };
});
