import { getWeixinMPscheme } from "@roster/contract/routes";
import { miniProgramLink } from "../../../providers/social/weixin-api.js";
import { handle } from "../../../router/types.js";

/** WeChat keeps every link at most 30 days (since 2022-04-11); upstream asked for 90. */
const MAX_DAYS = 30;

export default handle(getWeixinMPscheme, async (input, ctx) => {
  const wx = ctx.services.social.weixin;
  const days = Math.min(input.expire_interval ?? MAX_DAYS, MAX_DAYS);
  const openlink = await miniProgramLink(wx, wx.app("mp-weixin", input.appid), "scheme", {
    jump_wxa: { path: input.path, query: input.query ?? "", env_version: input.env_version ?? "release" },
    expire_type: 1,
    expire_interval: days,
  });
  return { openlink };
});
