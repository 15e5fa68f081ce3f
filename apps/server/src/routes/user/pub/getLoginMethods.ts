import { getLoginMethods } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";

export default handle(getLoginMethods, async (_input, ctx) => ({
  providers: ctx.services.social
    .all()
    .map((provider) => ({ provider: provider.id, platforms: provider.platforms() }))
    .filter((entry) => entry.platforms.length > 0),
}));
