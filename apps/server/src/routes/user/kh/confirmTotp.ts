import { confirmTotp } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { activateTotp } from "../../../services/factors/factors.js";

export default handle(confirmTotp, (input, ctx) => activateTotp(ctx.services, ctx.auth.uid, input));
