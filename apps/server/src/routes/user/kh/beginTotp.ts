import { beginTotp } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { startTotp } from "../../../services/factors/factors.js";

export default handle(beginTotp, (input, ctx) => startTotp(ctx.services, ctx.auth.user, input.name));
