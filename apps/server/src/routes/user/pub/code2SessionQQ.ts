import { code2SessionQQ } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { codeToSession } from "../../../services/social/routes.js";

export default handle(code2SessionQQ, (input, ctx) => codeToSession(ctx.services, "qq", input, ctx.client));
