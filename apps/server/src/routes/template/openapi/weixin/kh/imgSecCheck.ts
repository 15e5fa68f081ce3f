import { openapiWeixinImgSecCheck } from "@roster/contract/routes";
import { imgSecCheck } from "../../../../../providers/social/weixin-api.js";
import { handle } from "../../../../../router/types.js";
import { fileCallerOf } from "../../../../../services/files/access.js";
import { imageToCheck } from "../../../../../services/openapi/openapi.js";

export default handle(openapiWeixinImgSecCheck, async (input, ctx) => {
  const wx = ctx.services.social.weixin;
  const app = wx.app("mp-weixin", input.appid);
  const image = await imageToCheck(ctx.services, fileCallerOf(ctx.auth), input);
  return { result: await imgSecCheck(wx, app, image) };
});
