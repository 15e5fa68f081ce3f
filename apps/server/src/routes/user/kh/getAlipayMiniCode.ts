import { getAlipayMiniCode } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { alipayMiniCode } from "../../../services/social/provider-routes.js";

export default handle(getAlipayMiniCode, (input, ctx) => alipayMiniCode(ctx.services, ctx.auth.user, input));
