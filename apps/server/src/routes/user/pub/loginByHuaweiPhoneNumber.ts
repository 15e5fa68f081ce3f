import { loginByHuaweiPhoneNumber } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { huaweiPhoneLogin, withClientId } from "../../../services/social/provider-routes.js";

export default handle(loginByHuaweiPhoneNumber, (input, ctx) =>
  huaweiPhoneLogin(ctx.services, withClientId(input), ctx.client, ctx.locale),
);
