import { loginByWeixin } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { socialLogin } from "../../../services/social/login-answer.js";

export default handle(loginByWeixin, (input, ctx) =>
  socialLogin(ctx.services, "weixin", input, ctx.client, ctx.locale),
);
