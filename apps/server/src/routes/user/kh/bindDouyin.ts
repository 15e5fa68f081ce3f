import { bindDouyin } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { bindProvider } from "../../../services/social/routes.js";

export default handle(bindDouyin, (input, ctx) => bindProvider(ctx.services, "douyin", input, ctx));
