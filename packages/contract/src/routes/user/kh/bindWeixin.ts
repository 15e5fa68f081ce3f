import { weixin } from "../../../providers/weixin.js";
import { bindRoute } from "../../social-routes.js";

export const bindWeixin = bindRoute({ path: "user/kh/bindWeixin" }, weixin);
