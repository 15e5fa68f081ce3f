import { reauthenticate } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { reauthenticate as proveAgain } from "../../../services/accounts/second-step.js";

export default handle(reauthenticate, async (input, ctx) => ({
  authenticatedAt: await proveAgain(ctx.services, ctx.auth, input, ctx.client),
}));
