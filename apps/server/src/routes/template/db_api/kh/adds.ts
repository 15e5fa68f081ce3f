import { dbApiAdds } from "@roster/contract/routes";
import { handle } from "../../../../router/types.js";
import { addRows } from "../../../../services/db-test/writes.js";

export default handle(dbApiAdds, async (_input, ctx) => ({ ids: await addRows(ctx.services, ctx.auth.uid) }));
