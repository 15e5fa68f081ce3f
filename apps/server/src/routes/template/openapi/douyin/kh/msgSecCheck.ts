import { openapiDouyinMsgSecCheck } from "@roster/contract/routes";
import { handle } from "../../../../../router/types.js";

export default handle(openapiDouyinMsgSecCheck, async (input, ctx) => {
  const provider = ctx.services.social.douyin;
  const app = provider.app("mp-toutiao", input.appid);
  return { result: await provider.msgSecCheck(app, input.content) };
});
