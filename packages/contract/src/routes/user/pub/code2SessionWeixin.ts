import { weixin } from "../../../providers/weixin.js";
import { code2SessionRoute } from "../../social-routes.js";

export const code2SessionWeixin = code2SessionRoute(weixin);
