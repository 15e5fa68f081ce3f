import { getMyUserInfo } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { presentUser } from "../../../services/accounts/users.js";

export default handle(getMyUserInfo, async (_input, ctx) => {
  const { user, access, inviterChain } = ctx.auth;
  return { userInfo: presentUser(user, { access, inviterUids: await inviterChain() }) };
});
