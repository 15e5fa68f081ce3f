import { dbApiUpdate } from "@roster/contract/routes";
import { handle } from "../../../../router/types.js";
import { setMoneyToOne } from "../../../../services/db-test/writes.js";

export default handle(dbApiUpdate, async (input, ctx) => ({
  num: await setMoneyToOne(ctx.services, ctx.auth.uid, input._id),
}));
