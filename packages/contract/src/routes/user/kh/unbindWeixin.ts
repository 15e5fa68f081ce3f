import { weixin } from "../../../providers/weixin.js";
import { unbindRoute } from "../../social-routes.js";

export const unbindWeixin = unbindRoute({ path: "user/kh/unbindWeixin" }, weixin);
