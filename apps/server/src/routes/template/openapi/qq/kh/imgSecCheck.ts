import { openapiQQImgSecCheck } from "@roster/contract/routes";
import { handle } from "../../../../../router/types.js";
import { fileCallerOf } from "../../../../../services/files/access.js";
import { imageToCheck } from "../../../../../services/openapi/openapi.js";

export default handle(openapiQQImgSecCheck, async (input, ctx) => {
  const provider = ctx.services.social.qq;
  const app = provider.app("mp-qq", input.appid);
  const image = await imageToCheck(ctx.services, fileCallerOf(ctx.auth), input);
  return { result: await provider.imgSecCheck(app, image) };
});
