import { getMyUserInfo } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { presentUser } from "../../../services/accounts/users.js";

export default handle(getMyUserInfo, async (_input, ctx) => {
  const { user, access } = ctx.auth;
  // Both came with the session, in authentication's one query (none on a cached session).
  const [inviterUids, identities] = await Promise.all([ctx.auth.inviterChain(), ctx.auth.identities()]);
  return { userInfo: presentUser(user, { access, inviterUids, identities }) };
});
