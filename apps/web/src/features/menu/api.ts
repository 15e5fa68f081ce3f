import type { RouteOutput } from "@roster/contract";
import type { getMenu } from "@roster/contract/routes";
import { callFunction } from "../../lib/request";

/** The signed-in user's menu: `menus` (the tree) and `menuList` (flat). Loaded quietly (no loading toast). */
export const fetchMenu = () =>
  callFunction<RouteOutput<typeof getMenu>>({ url: "user/kh/getMenu", data: {}, loading: false });
