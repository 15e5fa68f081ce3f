import { dbApiGeo } from "@roster/contract/routes";
import { handle } from "../../../../router/types.js";
import { rowsNearPoint } from "../../../../services/db-test/reads.js";

export default handle(dbApiGeo, (_input, ctx) => rowsNearPoint(ctx.services, ctx.viewer?.uid));
