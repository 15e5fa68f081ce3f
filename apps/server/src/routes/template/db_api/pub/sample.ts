import { dbApiSample } from "@roster/contract/routes";
import { handle } from "../../../../router/types.js";
import { sampleRows } from "../../../../services/db-test/reads.js";

export default handle(dbApiSample, async (_input, ctx) => ({
  list: await sampleRows(ctx.services, ctx.viewer?.uid),
}));
