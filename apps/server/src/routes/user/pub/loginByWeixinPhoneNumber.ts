import { loginByWeixinPhoneNumber } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { phoneNumberLogin } from "../../../services/social/routes.js";

export default handle(loginByWeixinPhoneNumber, (input, ctx) =>
  phoneNumberLogin(ctx.services, "weixin", input, ctx.client, ctx.locale),
);
