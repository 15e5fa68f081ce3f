import { openapiWeixinMsgSecCheck } from "@roster/contract/routes";
import { msgSecCheck } from "../../../../../providers/social/weixin-api.js";
import { handle } from "../../../../../router/types.js";
import { ownOpenid } from "../../../../../services/openapi/openapi.js";

export default handle(openapiWeixinMsgSecCheck, async (input, ctx) => {
  const wx = ctx.services.social.weixin;
  const app = wx.app("mp-weixin", input.appid);
  const openid = await ownOpenid(ctx.services, ctx.auth.uid, "weixin", app);
  const { appid: _, ...check } = input;
  return { result: await msgSecCheck(wx, app, { ...check, openid }) };
});
