import { loginByHuawei } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { socialLogin } from "../../../services/social/login-answer.js";
import { withClientId } from "../../../services/social/provider-routes.js";

export default handle(loginByHuawei, (input, ctx) =>
  socialLogin(ctx.services, "huawei", withClientId(input), ctx.client, ctx.locale),
);
