import { dbApiSelect } from "@roster/contract/routes";
import { handle } from "../../../../router/types.js";
import { selectRows } from "../../../../services/db-test/reads.js";

export default handle(dbApiSelect, (_input, ctx) => selectRows(ctx.services, ctx.viewer?.uid));
