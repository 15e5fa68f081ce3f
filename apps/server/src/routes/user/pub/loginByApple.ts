import { loginByApple } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { appleLogin } from "../../../services/social/provider-routes.js";

export default handle(loginByApple, (input, ctx) => appleLogin(ctx.services, input, ctx.client, ctx.locale));
