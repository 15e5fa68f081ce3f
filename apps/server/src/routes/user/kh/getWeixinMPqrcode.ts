import { getWeixinMPqrcode } from "@roster/contract/routes";
import { unlimitedCode } from "../../../providers/social/weixin-api.js";
import { handle } from "../../../router/types.js";
import { inviteCodeOf } from "../../../services/social/mp-tools.js";

export default handle(getWeixinMPqrcode, async (input, ctx) => {
  const { appid, ...options } = input;
  const wx = ctx.services.social.weixin;
  const app = wx.app("mp-weixin", appid);
  const scene = options.scene ?? `code=${await inviteCodeOf(ctx.services, ctx.auth.user)}`;
  // Only admins may make codes for pages that are not published (upstream forces check_path for others).
  const checkPath = ctx.auth.access.isAdmin ? (options.check_path ?? true) : true;
  const base64 = await unlimitedCode(wx, app, { ...options, scene, check_path: checkPath });
  return { base64 };
});
