import { bindHuawei } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { withClientId } from "../../../services/social/provider-routes.js";
import { bindProvider } from "../../../services/social/routes.js";

export default handle(bindHuawei, (input, ctx) =>
  bindProvider(ctx.services, "huawei", withClientId(input), ctx),
);
