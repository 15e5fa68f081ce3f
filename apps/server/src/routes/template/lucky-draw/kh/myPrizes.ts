import { luckyDrawMyPrizes } from "@roster/contract/routes";
import { handle } from "../../../../router/types.js";
import { listMyPrizes } from "../../../../services/lucky-draw/lists.js";

export default handle(luckyDrawMyPrizes, (input, ctx) => listMyPrizes(ctx.services.db, ctx.auth.uid, input));
