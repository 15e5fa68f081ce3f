import { luckyDrawGetActivity } from "@roster/contract/routes";
import { handle } from "../../../../router/types.js";
import { playerActivity } from "../../../../services/lucky-draw/draw.js";

export default handle(luckyDrawGetActivity, (input, ctx) =>
  playerActivity(ctx.services, input.activity_id, ctx.viewer?.uid),
);
