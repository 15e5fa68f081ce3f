import { dbApiSum } from "@roster/contract/routes";
import { handle } from "../../../../router/types.js";
import { aggregateMoney } from "../../../../services/db-test/reads.js";

export default handle(dbApiSum, async (_input, ctx) => ({
  sum: (await aggregateMoney(ctx.services, "sum")) ?? 0,
}));
