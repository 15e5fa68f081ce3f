import { dbApiUpdateAndReturn } from "@roster/contract/routes";
import { handle } from "../../../../router/types.js";
import { incrementMoney } from "../../../../services/db-test/writes.js";

export default handle(dbApiUpdateAndReturn, async (input, ctx) => ({
  info: await incrementMoney(ctx.services, ctx.auth.uid, input._id),
}));
