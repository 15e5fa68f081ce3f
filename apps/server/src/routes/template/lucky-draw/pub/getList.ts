import { luckyDrawGetList } from "@roster/contract/routes";
import { handle } from "../../../../router/types.js";
import { listOpenActivities } from "../../../../services/lucky-draw/lists.js";

export default handle(luckyDrawGetList, (input, ctx) =>
  listOpenActivities(ctx.services.db, ctx.services.clock.now(), input),
);
