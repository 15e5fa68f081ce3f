import { dbApiMin } from "@roster/contract/routes";
import { handle } from "../../../../router/types.js";
import { aggregateMoney } from "../../../../services/db-test/reads.js";

export default handle(dbApiMin, async (_input, ctx) => ({ min: await aggregateMoney(ctx.services, "min") }));
