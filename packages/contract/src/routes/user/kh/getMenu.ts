import { z } from "zod";
import { menuNodeSchema, menuRowSchema } from "../../../schemas/admin.js";
import { ok } from "../../../schemas/envelope.js";
import { defineRoute } from "../../define.js";

/**
 * The menu of the caller's enabled roles (every enabled menu for admins): `menus` is the tree, three levels
 * deep, each level sorted by `sort` ascending; `menuList` is the same entries flat, in tree order. Entries
 * with `hidden_menu` are included; clients do not show them.
 */
export const getMenu = defineRoute({
  path: "user/kh/getMenu",
  input: z.object({}),
  output: ok({ menus: z.array(menuNodeSchema), menuList: z.array(menuRowSchema) }),
});
