import { getMenu } from "@roster/contract/routes";
import { callRoute } from "../../lib/request";

/** The signed-in user's menu: `menus` (the tree) and `menuList` (flat). Loaded quietly (no loading toast). */
export const fetchMenu = () => callRoute(getMenu, {}, { loading: false });
