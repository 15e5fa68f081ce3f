import { loginByDouyin } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { socialLogin } from "../../../services/social/login-answer.js";

export default handle(loginByDouyin, (input, ctx) =>
  socialLogin(ctx.services, "douyin", input, ctx.client, ctx.locale),
);
