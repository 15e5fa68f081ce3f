import { douyin } from "../../../providers/douyin.js";
import { unbindRoute } from "../../social-routes.js";

export const unbindDouyin = unbindRoute({ path: "user/kh/unbindDouyin" }, douyin);
