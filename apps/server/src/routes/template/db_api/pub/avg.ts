import { dbApiAvg } from "@roster/contract/routes";
import { handle } from "../../../../router/types.js";
import { aggregateMoney } from "../../../../services/db-test/reads.js";

export default handle(dbApiAvg, async (_input, ctx) => ({ avg: await aggregateMoney(ctx.services, "avg") }));
