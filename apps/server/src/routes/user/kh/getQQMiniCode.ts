import { getQQMiniCode } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";

export default handle(getQQMiniCode, async (input, ctx) => {
  const qq = ctx.services.social.qq;
  return { base64: await qq.miniCode(qq.app("mp-qq", input.appid), input.path) };
});
