import { code2SessionWeixin } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { codeToSession } from "../../../services/social/routes.js";

export default handle(code2SessionWeixin, (input, ctx) =>
  codeToSession(ctx.services, "weixin", input, ctx.client),
);
