import { dbApiGroupCount } from "@roster/contract/routes";
import { handle } from "../../../../router/types.js";
import { groupByMoney } from "../../../../services/db-test/reads.js";

export default handle(dbApiGroupCount, async (_input, ctx) => ({ rows: await groupByMoney(ctx.services) }));
