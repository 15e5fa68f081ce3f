import { dbApiFindById } from "@roster/contract/routes";
import { handle } from "../../../../router/types.js";
import { findById } from "../../../../services/db-test/reads.js";

export default handle(dbApiFindById, async (input, ctx) => ({
  info: await findById(ctx.services, input._id, ctx.viewer?.uid),
}));
