import { deleteAccount } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { deleteOwnAccount } from "../../../services/erasure/self-deletion.js";

export default handle(deleteAccount, async (input, ctx) => {
  await deleteOwnAccount(ctx.services, ctx.auth, input, { ip: ctx.client.ip, locale: ctx.locale });
  return {};
});
