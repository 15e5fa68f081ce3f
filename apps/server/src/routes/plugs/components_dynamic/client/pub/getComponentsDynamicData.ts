import { getComponentsDynamicData } from "@roster/contract/routes";
import { defineHandler } from "../../../../../router/types.js";
import { componentData } from "../../../../../services/admin/components.js";

export default defineHandler(getComponentsDynamicData, async (input, ctx) => ({
  componentsDynamic: await componentData(ctx.services.db, input.ids),
}));
