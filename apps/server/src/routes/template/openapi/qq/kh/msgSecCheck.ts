import { openapiQQMsgSecCheck } from "@roster/contract/routes";
import { handle } from "../../../../../router/types.js";

export default handle(openapiQQMsgSecCheck, async (input, ctx) => {
  const provider = ctx.services.social.qq;
  const app = provider.app("mp-qq", input.appid);
  return { result: await provider.msgSecCheck(app, input.content) };
});
