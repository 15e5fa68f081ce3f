import { getLinkedAccounts } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { listLinkedAccounts } from "../../../services/social/linked-accounts.js";

export default handle(getLinkedAccounts, async (_input, ctx) => ({
  accounts: await listLinkedAccounts(ctx.services.db, ctx.auth.uid),
}));
