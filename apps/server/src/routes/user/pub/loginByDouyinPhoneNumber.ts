import { loginByDouyinPhoneNumber } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { phoneNumberLogin } from "../../../services/social/routes.js";

export default handle(loginByDouyinPhoneNumber, (input, ctx) =>
  phoneNumberLogin(ctx.services, "douyin", input, ctx.client, ctx.locale),
);
