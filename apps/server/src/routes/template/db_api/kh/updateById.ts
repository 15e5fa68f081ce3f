import { dbApiUpdateById } from "@roster/contract/routes";
import { handle } from "../../../../router/types.js";
import { setMoneyToOneById } from "../../../../services/db-test/writes.js";

export default handle(dbApiUpdateById, async (input, ctx) => ({
  num: await setMoneyToOneById(ctx.services, ctx.auth.uid, input._id),
}));
