import { bindApple } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { bindProvider } from "../../../services/social/routes.js";

export default handle(bindApple, (input, ctx) => bindProvider(ctx.services, "apple", input, ctx));
