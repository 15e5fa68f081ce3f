import { loginByAlipay } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { socialLogin } from "../../../services/social/login-answer.js";

export default handle(loginByAlipay, (input, ctx) =>
  socialLogin(ctx.services, "alipay", input, ctx.client, ctx.locale),
);
