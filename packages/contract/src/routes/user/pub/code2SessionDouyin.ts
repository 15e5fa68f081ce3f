import { douyin } from "../../../providers/douyin.js";
import { code2SessionRoute } from "../../social-routes.js";

export const code2SessionDouyin = code2SessionRoute({ path: "user/pub/code2SessionDouyin" }, douyin);
