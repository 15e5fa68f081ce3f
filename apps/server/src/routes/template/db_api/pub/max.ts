import { dbApiMax } from "@roster/contract/routes";
import { handle } from "../../../../router/types.js";
import { aggregateMoney } from "../../../../services/db-test/reads.js";

export default handle(dbApiMax, async (_input, ctx) => ({ max: await aggregateMoney(ctx.services, "max") }));
