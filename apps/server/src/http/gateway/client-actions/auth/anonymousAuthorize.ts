import { clientAnonymousAuthorize } from "@roster/contract/gateways";
import { clientAction } from "../action.js";

/** aliyun: a fresh anonymous access token (the SDK keeps it in memory and sends it with every call). */
export default clientAction(clientAnonymousAuthorize, async (_input, ctx) =>
  ctx.accessTokens.issue(ctx.app.services.clock.now()),
);
