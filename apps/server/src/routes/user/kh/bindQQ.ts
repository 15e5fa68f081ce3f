import { bindQQ } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { bindProvider } from "../../../services/social/routes.js";

export default handle(bindQQ, (input, ctx) => bindProvider(ctx.services, "qq", input, ctx));
