import { dbApiCount } from "@roster/contract/routes";
import { handle } from "../../../../router/types.js";
import { countAll } from "../../../../services/db-test/reads.js";

export default handle(dbApiCount, async (_input, ctx) => ({ num: await countAll(ctx.services) }));
