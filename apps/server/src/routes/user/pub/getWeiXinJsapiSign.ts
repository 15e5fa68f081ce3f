import { getWeiXinJsapiSign } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { jsapiConfig } from "../../../services/social/mp-tools.js";

export default handle(getWeiXinJsapiSign, async (input, ctx) => ({
  msg: "ok",
  ...(await jsapiConfig(ctx.services, input.url, input.appid)),
}));
