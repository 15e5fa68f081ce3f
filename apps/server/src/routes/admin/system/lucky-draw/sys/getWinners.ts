import { adminLuckyDrawGetWinners } from "@roster/contract/routes";
import { handle } from "../../../../../router/types.js";
import { listWinners } from "../../../../../services/lucky-draw/lists.js";

export default handle(adminLuckyDrawGetWinners, (input, ctx) => listWinners(ctx.services.db, input));
