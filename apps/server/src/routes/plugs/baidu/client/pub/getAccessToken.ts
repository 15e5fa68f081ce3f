import { RosterError } from "@roster/contract";
import { baiduGetAccessToken } from "@roster/contract/routes";
import { handle } from "../../../../../router/types.js";
import { ocrProviderOf } from "../../../../../services/ocr/ocr.js";

export default handle(baiduGetAccessToken, async (_input, ctx) => {
  if (!ctx.viewer && !ctx.services.config.baiduTokenAnonymous) throw new RosterError("checkTokenFailed");
  return { access_token: await ocrProviderOf(ctx.services).accessToken() };
});
