import { getMyUserInfo } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { presentUser } from "../../../services/accounts/users.js";
import { identitiesOfUser } from "../../../services/social/repository.js";

export default handle(getMyUserInfo, async (_input, ctx) => {
  const { user, access, inviterChain } = ctx.auth;
  const [inviterUids, identities] = await Promise.all([
    inviterChain(),
    identitiesOfUser(ctx.services.db, user.id),
  ]);
  return { userInfo: presentUser(user, { access, inviterUids, identities }) };
});
