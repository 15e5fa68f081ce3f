import { loginByQQ } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { socialLogin } from "../../../services/social/login-answer.js";

export default handle(loginByQQ, (input, ctx) =>
  socialLogin(ctx.services, "qq", input, ctx.client, ctx.locale),
);
