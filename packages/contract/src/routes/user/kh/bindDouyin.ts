import { douyin } from "../../../providers/douyin.js";
import { bindRoute } from "../../social-routes.js";

export const bindDouyin = bindRoute({ path: "user/kh/bindDouyin" }, douyin);
