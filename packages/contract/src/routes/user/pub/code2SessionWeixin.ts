import { weixin } from "../../../providers/weixin.js";
import { code2SessionRoute } from "../../social-routes.js";

export const code2SessionWeixin = code2SessionRoute({ path: "user/pub/code2SessionWeixin" }, weixin);
