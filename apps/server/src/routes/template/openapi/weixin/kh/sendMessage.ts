import { RosterError } from "@roster/contract";
import { openapiWeixinSendMessage } from "@roster/contract/routes";
import { sendSubscribeMessage } from "../../../../../providers/social/weixin-api.js";
import { handle } from "../../../../../router/types.js";
import { ownOpenid } from "../../../../../services/openapi/openapi.js";

export default handle(openapiWeixinSendMessage, async (input, ctx) => {
  const wx = ctx.services.social.weixin;
  const app = wx.app("mp-weixin", input.appid);
  const template = ctx.services.config.openapi.weixinSubscribe;
  if (!template.templateId) throw new RosterError("openapiTemplateNotConfigured");
  const touser = await ownOpenid(ctx.services, ctx.auth.uid, "weixin", app);
  const data = Object.fromEntries(Object.entries(template.data).map(([key, value]) => [key, { value }]));
  const msgid = await sendSubscribeMessage(wx, app, {
    touser,
    template_id: template.templateId,
    page: template.page,
    data,
    miniprogram_state: template.state,
    lang: ctx.locale === "en" ? "en_US" : ctx.locale === "zh-Hant" ? "zh_TW" : "zh_CN",
  });
  return msgid === undefined ? {} : { msgid };
});
