import { dbApiDel } from "@roster/contract/routes";
import { handle } from "../../../../router/types.js";
import { deleteMyRows } from "../../../../services/db-test/writes.js";

export default handle(dbApiDel, async (_input, ctx) => ({
  num: await deleteMyRows(ctx.services, ctx.auth.uid),
}));
