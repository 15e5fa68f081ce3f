import { code2SessionHuawei } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { withClientId } from "../../../services/social/provider-routes.js";
import { codeToSession } from "../../../services/social/routes.js";

export default handle(code2SessionHuawei, (input, ctx) =>
  codeToSession(ctx.services, "huawei", withClientId(input), ctx.client),
);
