import { luckyDrawDraw } from "@roster/contract/routes";
import { handle } from "../../../../router/types.js";
import { drawOnce } from "../../../../services/lucky-draw/draw.js";

export default handle(luckyDrawDraw, (input, ctx) => drawOnce(ctx.services, ctx.auth.uid, input.activity_id));
