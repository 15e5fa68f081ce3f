import { z } from "zod";
import { keyField } from "../../../../../schemas/admin.js";
import { ok } from "../../../../../schemas/envelope.js";
import { defineRoute } from "../../../../define.js";

/**
 * The stored data of the page components `ids`, as `componentsDynamic: {[data_id]: data}` (upstream path
 * and shape, so that vk dynamic components work unchanged). Public: it feeds pages shown before sign-in,
 * and holds only what admins publish. Disabled and unknown ids are left out.
 */
export const getComponentsDynamicData = defineRoute({
  path: "plugs/components_dynamic/client/pub/getComponentsDynamicData",
  input: z.object({ ids: z.array(keyField).max(100) }),
  output: ok({ componentsDynamic: z.record(z.string(), z.unknown()) }),
});
