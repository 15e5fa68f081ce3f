import { dbApiGetList } from "@roster/contract/routes";
import { handle } from "../../../../router/types.js";
import { listRows } from "../../../../services/db-test/reads.js";

export default handle(dbApiGetList, (input, ctx) => listRows(ctx.services, input, ctx.viewer?.uid));
