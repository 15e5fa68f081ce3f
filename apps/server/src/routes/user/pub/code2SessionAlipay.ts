import { code2SessionAlipay } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { codeToSession } from "../../../services/social/routes.js";

export default handle(code2SessionAlipay, (input, ctx) =>
  codeToSession(ctx.services, "alipay", input, ctx.client),
);
