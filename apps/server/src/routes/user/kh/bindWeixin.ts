import { bindWeixin } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { bindProvider } from "../../../services/social/routes.js";

export default handle(bindWeixin, (input, ctx) => bindProvider(ctx.services, "weixin", input, ctx));
