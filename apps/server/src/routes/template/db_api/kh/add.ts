import { dbApiAdd } from "@roster/contract/routes";
import { handle } from "../../../../router/types.js";
import { addRow } from "../../../../services/db-test/writes.js";

export default handle(dbApiAdd, async (input, ctx) => ({
  id: await addRow(ctx.services, ctx.auth.uid, input),
}));
