import { getSecondFactors } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { listFactors } from "../../../services/factors/factors.js";

export default handle(getSecondFactors, (_input, ctx) => listFactors(ctx.services, ctx.auth.uid));
