import { getDouyinMiniCode } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { inviteCodeOf } from "../../../services/social/mp-tools.js";

export default handle(getDouyinMiniCode, async (input, ctx) => {
  const douyin = ctx.services.social.douyin;
  const app = douyin.app("mp-toutiao", input.appid);
  const scene = input.scene ?? `code=${await inviteCodeOf(ctx.services, ctx.auth.user)}`;
  return { base64: await douyin.miniCode(app, `${input.path}?${scene}`) };
});
