import { bindAlipay } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { bindProvider } from "../../../services/social/routes.js";

export default handle(bindAlipay, (input, ctx) => bindProvider(ctx.services, "alipay", input, ctx));
