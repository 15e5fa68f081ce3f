import { getComponentsDynamicData } from "@roster/contract/routes";
import { handle } from "../../../../../router/types.js";
import { componentData } from "../../../../../services/admin/components.js";

export default handle(getComponentsDynamicData, async (input, ctx) => ({
  componentsDynamic: await componentData(ctx.services.db, input.ids),
}));
